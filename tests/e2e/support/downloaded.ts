import type { Download } from 'playwright-core';

/**
 * The bytes of a finished download. Read as a stream: the tests' Chromium is the run's, reached
 * through a connection, and a download of a connected browser has no path on this machine.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
