import type { HiddenList } from '../../../contract/extensions/hidden';
import { browserDocument } from './browser-documents';
import { adKeyText, type HiddenBackend } from '../workspace-backends';

/** What is hidden, kept in this browser for one connection (`scope`), for deployments without `hidden`. */
export function browserHidden(scope: string, now: () => Date = () => new Date()): HiddenBackend {
  const doc = browserDocument<HiddenList>(`${scope}|hidden`, () => ({ ads: [], owners: [] }));
  const stamp = () => now().toISOString();
  return {
    kind: 'browser',
    list: () => doc.read(),
    hideAd: (ad) =>
      doc.update((value) => {
        const ads = value.ads.filter((a) => adKeyText(a) !== adKeyText(ad));
        const hidden = { id: ad.id, platform: ad.platform, title: ad.title ?? '', hidden_at: stamp() };
        return { value: { ...value, ads: [hidden, ...ads] }, result: undefined };
      }),
    showAd: (ad) =>
      doc.update((value) => ({
        value: { ...value, ads: value.ads.filter((a) => adKeyText(a) !== adKeyText(ad)) },
        result: undefined,
      })),
    hideOwner: (owner) =>
      doc.update((value) => {
        const owners = value.owners.filter((o) => o.id !== owner.id);
        return { value: { ...value, owners: [{ ...owner, hidden_at: stamp() }, ...owners] }, result: undefined };
      }),
    showOwner: (owner) =>
      doc.update((value) => ({
        value: { ...value, owners: value.owners.filter((o) => o.id !== owner) },
        result: undefined,
      })),
  };
}
