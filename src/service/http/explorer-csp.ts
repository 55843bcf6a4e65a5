import { PAGE_SCRIPTS_LOADER_HASH } from './page-scripts-after-paint';

/**
 * The one inline script of the explorer's `index.html`, by its SHA-256: it sets the colour scheme
 * on `<html>` before the first paint, which the page's stylesheet is written for, so hydration
 * does not set it and make the browser recalculate every element's style.
 */
export const COLOR_SCHEME_SCRIPT_HASH = "'sha256-YgcO03hz6Vx4Heot24aqM9DS0L/VkGuicEFB5Lh7BXM='";

/**
 * The explorer page's Content-Security-Policy. Scripts come only from this origin, and the
 * colour-scheme script and a rendered page's script loader by their hashes. Styles also allow
 * inline `<style>` elements because Mantine writes its theme variables and responsive style props
 * into them at run time; scripts stay strict, which is what stops injected code. Ad images and
 * videos may come from any https host. The explorer can talk to any deployment of the service
 * over https (and to one on this machine over http), and no other site may frame it.
 */
export const EXPLORER_CSP = [
  "default-src 'self'",
  `script-src 'self' ${COLOR_SCHEME_SCRIPT_HASH} ${PAGE_SCRIPTS_LOADER_HASH}`,
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' https: data: blob:",
  "media-src 'self' https: blob:",
  "connect-src 'self' https: http://localhost:* http://127.0.0.1:*",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
