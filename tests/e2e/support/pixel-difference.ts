import type { BrowserContext } from 'playwright-core';

/**
 * The largest difference of any colour channel (0–255) between two screenshots of the same size,
 * or Infinity when their sizes differ; decoded in a blank page of `context`. Two draws of the
 * same markup may differ by a level or two where edges are smoothed.
 */
export async function largestPixelDifference(context: BrowserContext, a: Buffer, b: Buffer): Promise<number> {
  const page = await context.newPage();
  try {
    const urls = [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`);
    return await page.evaluate(async (sources) => {
      const pixels = await Promise.all(
        sources.map(async (source) => {
          const image = new Image();
          image.src = source;
          await image.decode();
          const canvas = new OffscreenCanvas(image.width, image.height);
          const drawing = canvas.getContext('2d')!;
          drawing.drawImage(image, 0, 0);
          return drawing.getImageData(0, 0, image.width, image.height);
        }),
      );
      const [first, second] = pixels as [ImageData, ImageData];
      if (first.width !== second.width || first.height !== second.height) return Number.POSITIVE_INFINITY;
      let largest = 0;
      for (let index = 0; index < first.data.length; index++) {
        largest = Math.max(largest, Math.abs(first.data[index]! - second.data[index]!));
      }
      return largest;
    }, urls);
  } finally {
    await page.close();
  }
}
