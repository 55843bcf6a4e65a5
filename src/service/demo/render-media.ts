import { readFileSync } from 'node:fs';
import { avatarSvg, creativeSvg } from './svg-art';
import { parseMediaFileName } from './media-names';

/** A rendered medium, ready to serve. */
export interface RenderedMedia {
  contentType: string;
  body: string | Uint8Array;
}

const SVG = 'image/svg+xml';
let loop: Uint8Array | undefined;
/** Length of `assets/loop.webm` in seconds, as its own metadata gives it; every demo video's `duration`. */
export const LOOP_VIDEO_SECONDS = 4;

/** Every demo video plays the same small looping clip shipped with the service. */
const loopVideo = () => (loop ??= new Uint8Array(readFileSync(new URL('./assets/loop.webm', import.meta.url))));

/** Renders `/media/<name>` locally; undefined for a name this service never generates. */
export function renderMedia(name: string): RenderedMedia | undefined {
  const parsed = parseMediaFileName(name);
  if (!parsed) return undefined;
  switch (parsed.kind) {
    case 'creative':
      return { contentType: SVG, body: creativeSvg(name, parsed.slug, { play: false }) };
    case 'poster':
      return { contentType: SVG, body: creativeSvg(name, parsed.slug, { play: true }) };
    case 'avatar':
      return { contentType: SVG, body: avatarSvg(parsed.ownerId, parsed.initials) };
    case 'video':
      return { contentType: 'video/webm', body: loopVideo() };
  }
}
