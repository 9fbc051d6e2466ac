import type { Browser } from 'playwright-core';
import { launchBrowser, newPage } from './support/browser';

/** The built app under its Content-Security-Policy: nothing refused, and the offline worker registers. */
describe('Content-Security-Policy', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(['/', '/login', '/register', '/api/docs'])('refuses nothing %s needs', async (path) => {
    const { context, page } = await newPage(browser);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    page.on('pageerror', (error) => violations.push(error.message));
    const response = await page.goto(path, { waitUntil: 'networkidle' });
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    expect(violations).toEqual([]);
    await context.close();
  });

  it('lets the app register its service worker', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/', { waitUntil: 'networkidle' });
    const registered = await page.evaluate(async () => {
      for (let i = 0; i < 50; i++) {
        if (await navigator.serviceWorker.getRegistration()) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    });
    expect(registered).toBe(true);
    await context.close();
  });
});
