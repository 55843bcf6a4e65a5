import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { DELIVERY_ID_HEADER, SIGNATURE_HEADER, type DeliveryAttempt } from '../../contract/extensions/webhooks';
import { signBody } from './sign-body';
import { checkTarget, guardedLookup, RefusedTarget, type WebhookTargets } from './webhook-targets';

/** One delivery attempt to send. */
export interface DeliveryRequest {
  url: string;
  secret: string;
  deliveryId: string;
  body: string;
}

/** Bytes of a receiver's answer read before it is dropped: only its status matters. */
const MAX_ANSWER_BYTES = 64 * 1024;

/**
 * POSTs a signed delivery once and says how it went. Only a 2xx answer delivers; a redirect is
 * not followed (its target was never checked) and counts as a failed attempt, as does no answer
 * within `timeoutMs`, after which the connection is destroyed, so no attempt outlives it.
 */
export async function postDelivery(
  delivery: DeliveryRequest,
  targets: WebhookTargets,
  timeoutMs: number,
  at: number,
): Promise<DeliveryAttempt & { delivered: boolean }> {
  const failed = (error: string, statusCode: number | null = null) => ({
    at: new Date(at).toISOString(),
    status_code: statusCode,
    error,
    delivered: false,
  });
  let url: URL;
  try {
    url = await checkTarget(delivery.url, targets);
  } catch (error) {
    return failed(error instanceof RefusedTarget ? `The URL ${error.message}.` : 'The URL could not be checked.');
  }
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((done) => {
    const req = send(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(url, targets),
        timeout: timeoutMs,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ads-explorer-webhooks',
          [SIGNATURE_HEADER]: signBody(delivery.secret, delivery.body),
          [DELIVERY_ID_HEADER]: delivery.deliveryId,
        },
      },
      (res) => {
        const status = res.statusCode ?? 0;
        let read = 0;
        res.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) res.destroy();
        });
        res.on('close', () => {
          clearTimeout(deadline);
          if (status >= 200 && status < 300) done({ ...failed('', status), error: null, delivered: true });
          else if (status >= 300 && status < 400)
            done(failed('The receiver redirected; redirects are not followed.', status));
          else done(failed(`The receiver answered ${status}.`, status));
        });
      },
    );
    // The whole attempt, answer included, ends by the deadline.
    const deadline = setTimeout(() => req.destroy(new Error(`No answer within ${timeoutMs} ms`)), timeoutMs);
    req.on('timeout', () => req.destroy(new Error(`No answer within ${timeoutMs} ms`)));
    req.on('error', (error) => {
      clearTimeout(deadline);
      done(failed(error instanceof RefusedTarget ? `The URL ${error.message}.` : error.message));
    });
    req.end(delivery.body);
  });
}
