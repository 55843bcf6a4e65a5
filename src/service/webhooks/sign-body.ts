import { createHmac } from 'node:crypto';

/** `X-Signature`'s value: `sha256=` and the hex HMAC-SHA256 of the raw body keyed with the webhook's secret. */
export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}
