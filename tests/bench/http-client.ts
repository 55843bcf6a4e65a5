import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

/**
 * A lean HTTP client for latency figures: node:http on kept-alive sockets, asking for brotli or
 * gzip as browsers do, and reading the JSON answer whole. The benches run it in the service's own
 * process, so each millisecond it spends lands in the service's figures: `fetch` (undici, with its
 * streamed decompression) added about 1 ms a request on this machine, none of it the service's.
 */
export function jsonClient(): {
  post(url: string, headers: Record<string, string>, body: string): Promise<unknown>;
  close(): void;
} {
  const agent = new Agent({ keepAlive: true });
  return {
    post: (url, headers, body) =>
      new Promise((resolve, reject) => {
        const sent = request(
          url,
          {
            method: 'POST',
            agent,
            headers: { ...headers, 'accept-encoding': 'br, gzip', 'content-length': Buffer.byteLength(body) },
          },
          (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (chunk: Buffer) => chunks.push(chunk));
            answer.on('error', reject);
            answer.on('end', () => {
              if (answer.statusCode !== 200) return reject(new Error(`${url} answered ${answer.statusCode}`));
              const bytes = Buffer.concat(chunks);
              const encoding = answer.headers['content-encoding'];
              const text =
                encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;
              resolve(JSON.parse(text.toString('utf8')));
            });
          },
        );
        sent.on('error', reject);
        sent.end(body);
      }),
    close: () => agent.destroy(),
  };
}
