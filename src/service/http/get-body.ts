import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';
import { ServiceError } from './service-error';

/**
 * The body text of a GET request. Fetch `Request`s cannot carry one, so it is read from Node's
 * incoming message when the app runs under @hono/node-server; elsewhere a GET body is ignored.
 */
export async function readGetBody(c: Context, maxBytes: number): Promise<string> {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const declared = Number(c.req.header('content-length') ?? 0);
  if (!incoming || incoming.readableEnded || !(declared > 0 || c.req.header('transfer-encoding'))) return '';
  if (declared > maxBytes) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function tooLarge(): ServiceError {
  return new ServiceError('payload_too_large', 'The request body is too large.');
}
