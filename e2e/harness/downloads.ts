import type { Download } from 'playwright-core';

/**
 * The bytes of a finished download. Read through its stream rather than `download.path()`: a suite connected to the
 * run's one Chromium (E2E_SHARED_BROWSER, browser.ts) is a remote client, and a remote client has no local path.
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
