import { Hono } from 'hono';
import { renderMedia } from '../demo/render-media';
import { downloadDisposition } from './media-download';
import { ServiceError } from './service-error';

/**
 * `GET /media/:name`: generated creatives, posters, avatars and clips. A name always renders the
 * same bytes, so answers may be cached for a year; the policy keeps scripts out of served SVG.
 * `?download=1` or `?download=<file name>` answers it as an attachment (`media-download.ts`).
 */
export function mediaRoutes() {
  return new Hono().get('/media/:name', (c) => {
    const name = c.req.param('name');
    const media = renderMedia(name);
    if (!media) throw new ServiceError('not_found', 'There is no such media file.');
    const disposition = downloadDisposition(c.req.query('download'), name);
    return c.body(typeof media.body === 'string' ? media.body : new Uint8Array(media.body), 200, {
      ...(disposition && { 'Content-Disposition': disposition }),
      'Content-Type': media.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
