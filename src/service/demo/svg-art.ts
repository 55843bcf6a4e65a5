import { createRng, hashString } from './prng';

const PALETTES = [
  ['#4c6ef5', '#f06595'],
  ['#12b886', '#fab005'],
  ['#7950f2', '#22b8cf'],
  ['#fd7e14', '#e64980'],
  ['#228be6', '#40c057'],
  ['#15aabf', '#be4bdb'],
  ['#fa5252', '#ffd43b'],
  ['#364fc7', '#0ca678'],
];

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const titleCase = (slug: string) =>
  slug
    .split('-')
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join(' ');

/** A square ad creative: brand colours, shapes and the brand name; equal keys draw equal pictures. */
export function creativeSvg(key: string, slug: string, options: { play: boolean }): string {
  const rng = createRng(hashString(key));
  const [from, to] = PALETTES[rng.int(0, PALETTES.length - 1)]!;
  const shapes = Array.from({ length: 5 }, () => {
    const r = rng.int(30, 140);
    return `<circle cx="${rng.int(0, 600)}" cy="${rng.int(0, 600)}" r="${r}" fill="#fff" fill-opacity="${(0.08 + rng.next() * 0.15).toFixed(2)}"/>`;
  }).join('');
  const name = titleCase(slug);
  // About 0.6 em a character: long names shrink to stay inside the 520 px text area.
  const fontSize = Math.min(44, Math.floor(520 / (name.length * 0.6)));
  const play = options.play
    ? '<circle cx="300" cy="300" r="64" fill="#000" fill-opacity="0.45"/><path d="M280 262 L344 300 L280 338 Z" fill="#fff"/>'
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="600" height="600" fill="url(#g)"/>${shapes}${play}
<text x="40" y="540" font-family="sans-serif" font-size="${fontSize}" font-weight="700" fill="#fff">${escapeXml(name)}</text>
</svg>`;
}

/** A round avatar with the owner's initials on a colour picked from the owner id. */
export function avatarSvg(ownerId: number, initials: string): string {
  const [from] = PALETTES[ownerId % PALETTES.length]!;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<circle cx="48" cy="48" r="48" fill="${from}"/>
<text x="48" y="60" text-anchor="middle" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}
