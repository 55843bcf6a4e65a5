import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { createMiddleware } from 'hono/factory';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** Encodings this service writes, best first. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

/**
 * Answers up to this size (a page of ads is about 16 KB) are compressed on the request's own
 * thread: a fraction of a millisecond, less than handing them to libuv's thread pool and back
 * costs. Larger ones go to the pool, so they never hold up other requests.
 */
const INLINE_LIMIT = 64 * 1024;

async function compress(bytes: Buffer, encoding: Encoding): Promise<Buffer> {
  if (bytes.length <= INLINE_LIMIT) return encoding === 'br' ? brotliCompressSync(bytes, BROTLI) : gzipSync(bytes);
  return encoding === 'br' ? brotli(bytes, BROTLI) : gzipAsync(bytes);
}

/** The best encoding `accept` (an Accept-Encoding header) allows; `q=0` refuses one. */
export function chooseEncoding(accept: string | undefined): Encoding | undefined {
  const allowed = new Set<string>();
  for (const part of (accept ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) allowed.add(name);
  }
  return ENCODINGS.find((encoding) => allowed.has(encoding) || allowed.has('*'));
}

/**
 * JSON answers of `threshold` bytes and more are sent compressed (brotli at a fast level, else
 * gzip) to clients that accept it; smaller ones are not worth the header. Every JSON answer says
 * `Vary: Accept-Encoding`, as its bytes depend on it.
 */
export function compressJson(threshold = 1024) {
  return createMiddleware(async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('application/json') || c.res.headers.has('Content-Encoding')) {
      return;
    }
    c.header('Vary', 'Accept-Encoding', { append: true });
    const answer = c.res;
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding || c.req.method === 'HEAD' || !answer.body) return;
    const bytes = Buffer.from(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    let body: Buffer = bytes;
    if (bytes.length >= threshold) {
      body = await compress(bytes, encoding);
      headers.set('Content-Encoding', encoding);
    }
    headers.set('Content-Length', String(body.length));
    // Reset first: assigning over an answer would copy its headers back onto the new one.
    c.res = undefined;
    c.res = new Response(new Uint8Array(body), { status: answer.status, headers });
  });
}
