import { describe, expect, it } from 'vitest';
import { demoAdBatches, demoOwners } from '../../../src/service/demo/demo-rows';
import { initialsOf, mediaFileName } from '../../../src/service/demo/media-names';
import { renderMedia } from '../../../src/service/demo/render-media';

const spec = { seed: 3, ads: 40, now: Date.UTC(2026, 0, 1) };
const ads = [...demoAdBatches(spec, demoOwners(spec), 40)].flatMap((b) => b.ads);
const fileOf = (url: string) => url.replace('/media/', '');

describe('renderMedia', () => {
  it('renders every medium a generated ad links to', () => {
    for (const ad of ads) {
      for (const m of ad.media) {
        expect(renderMedia(fileOf(m.url)), m.url).toBeDefined();
        if (m.thumbnail) expect(renderMedia(fileOf(m.thumbnail))?.contentType).toBe('image/svg+xml');
      }
    }
  });

  it('draws the same SVG for the same name and another for another name', () => {
    const a = renderMedia('creative-12-1-cedar-outfitters.svg');
    expect(a?.contentType).toBe('image/svg+xml');
    expect(String(a?.body)).toContain('Cedar Outfitters');
    expect(renderMedia('creative-12-1-cedar-outfitters.svg')).toEqual(a);
    expect(renderMedia('creative-13-1-cedar-outfitters.svg')?.body).not.toEqual(a?.body);
  });

  it('draws avatars with the owner initials', () => {
    const name = mediaFileName({ kind: 'avatar', ownerId: 5, initials: initialsOf('Blue Lumen Labs') });
    expect(name).toBe('avatar-5-BL.svg');
    expect(String(renderMedia(name)?.body)).toContain('>BL<');
  });

  it('serves one small looping WebM for videos', () => {
    const video = renderMedia('video-7.webm');
    expect(video?.contentType).toBe('video/webm');
    const bytes = video!.body as Uint8Array;
    expect([...bytes.slice(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
    expect(bytes.length).toBeLessThan(100_000);
  });

  it('refuses names it never generates', () => {
    for (const name of ['../package.json', 'creative-1-1-<script>.svg', 'avatar-1-xy.svg', 'video-1.mp4', '']) {
      expect(renderMedia(name), name).toBeUndefined();
    }
  });
});
