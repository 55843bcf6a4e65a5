import { Hono } from 'hono';
import { renderMedia } from '../demo/render-media';
import { ServiceError } from './service-error';

/**
 * `GET /media/:name`: generated creatives, posters, avatars and clips. A name always renders the
 * same bytes, so answers may be cached for a year; the policy keeps scripts out of served SVG.
 */
export function mediaRoutes() {
  return new Hono().get('/media/:name', (c) => {
    const media = renderMedia(c.req.param('name'));
    if (!media) throw new ServiceError('not_found', 'There is no such media file.');
    return c.body(typeof media.body === 'string' ? media.body : new Uint8Array(media.body), 200, {
      'Content-Type': media.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
  });
}
