import { describe, expect, it } from 'vitest';
import { downloadFileName, mediaExtension, slugOf } from '../../src/ads/download-name';
import type { Media } from '../../src/contract/ads';

const ad = {
  id: 41873,
  platform: 'platform_a' as const,
  owner: { id: 1, name: 'Northpeak Outdoor', avatar_url: '', is_verified: false },
};
const image = (url: string): Media => ({ id: 1, type: 'image', url });

describe('download file names', () => {
  it('say whose ad, on which platform, which ad and what file', () => {
    expect(downloadFileName(ad, image('https://cdn.example/m/41873-1.jpg'))).toBe(
      'northpeak-outdoor-platform_a-41873.jpg',
    );
    expect(downloadFileName(ad, image('https://cdn.example/m/41873-2.PNG'), 2)).toBe(
      'northpeak-outdoor-platform_a-41873-2.png',
    );
    expect(downloadFileName(ad, { id: 2, type: 'video', url: 'http://127.0.0.1:4000/media/video-7.webm' })).toBe(
      'northpeak-outdoor-platform_a-41873.webm',
    );
  });

  it('take the extension from the type when the URL names no media format', () => {
    expect(mediaExtension(image('https://cdn.example/render?id=7'))).toBe('jpg');
    expect(mediaExtension(image('https://cdn.example/m/file.php'))).toBe('jpg');
    expect(mediaExtension({ id: 3, type: 'platform_g', url: 'https://g.example/embed/Xy12AbC' })).toBe('mp4');
    expect(mediaExtension(image('not a url'))).toBe('jpg');
  });

  it('keep only lower-case ASCII letters, digits and hyphens of the advertiser', () => {
    expect(slugOf('HablaFácil')).toBe('hablafacil');
    expect(slugOf('  <script>alert("x")</script> & Co.  ')).toBe('script-alert-x-script-co');
    expect(slugOf('北京')).toBe('advertiser');
    expect(slugOf('a'.repeat(60))).toHaveLength(40);
  });
});
