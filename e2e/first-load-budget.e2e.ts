import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';

const BUDGET_BYTES = 200 * 1024;

/** JavaScript bytes actually transferred (compressed) to show a page in a fresh browser. */
async function firstLoadJavaScript(browser: Browser, path: string): Promise<{ bytes: number; uncompressedLarge: number }> {
  const { context, page } = await newPage(browser, { width: 375, height: 800 });
  const pending: Promise<{ size: number; encoding: string }>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
        size: sizes.responseBodySize,
        encoding: response?.headers()['content-encoding'] ?? 'identity',
      })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(pending);
  await context.close();
  return {
    bytes: scripts.reduce((sum, s) => sum + s.size, 0),
    // Files under 1 KB are not worth compressing; anything larger must arrive compressed.
    uncompressedLarge: scripts.filter((s) => s.encoding === 'identity' && s.size > 1024).length,
  };
}

describe('first load', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['/', '/login', '/register'])('of %s downloads at most 200 KB of compressed JavaScript', async (path) => {
    const { bytes, uncompressedLarge } = await firstLoadJavaScript(browser, path);
    console.log(`${path}: ${(bytes / 1024).toFixed(1)} KB of JavaScript transferred`);
    expect(uncompressedLarge).toBe(0);
    expect(bytes).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
