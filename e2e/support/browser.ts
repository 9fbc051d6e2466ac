import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Browser, BrowserContext, chromium, Page } from 'playwright-core';

export const baseUrl = (): string => {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the browser tests through jest (global setup)');
  return url;
};

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; flags for root and a closed network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

export async function newPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

const SCREENSHOTS = join(__dirname, '../screenshots');

/** Keeps a picture of what the user saw (e2e/screenshots, not committed). */
export async function snap(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

interface StoredMail {
  to: string[];
  subject: string;
  text: string;
}

function mails(): StoredMail[] {
  const dir = process.env.E2E_MAIL_DIR!;
  return readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as StoredMail);
}

/** The code in the newest e-mail to this address that arrived at the SMTP server after `after` mails. The wait
 * outlasts two outbox sweeps (OUTBOX_SWEEP_MS), in case a relay after commit failed on a loaded machine. */
export async function codeFromMail(email: string, after = 0, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mine = mails().filter((m) => m.to.includes(email.toLowerCase()));
    if (mine.length > after) {
      const match = /\b(\d{6})\b/.exec(mine[mine.length - 1].text);
      if (match) return match[1];
    }
    if (Date.now() > deadline) {
      const subjects = mine.map((m) => m.subject).join(' | ') || 'none';
      throw new Error(`No code e-mail for ${email} after ${after} earlier one(s) in ${timeoutMs} ms; to this address: ${subjects}; ${mails().length} mail(s) in all`);
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}

export function mailCount(email: string): number {
  return mails().filter((m) => m.to.includes(email.toLowerCase())).length;
}

/** Types a code into the 6-box input by pasting, as most people do. */
export async function pasteCode(page: Page, groupLabel: string, code: string): Promise<void> {
  const first = page.getByRole('group', { name: groupLabel }).getByRole('textbox').first();
  await first.focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
}

/**
 * Submits a form step with `click` and waits for the next step's heading. When it does not come, the
 * error says what the page shows instead (a toast, a field message) and a screenshot is kept, so a
 * refused or lost submit is told apart from a slow one.
 */
export async function submitStep(page: Page, click: () => Promise<void>, nextHeading: string, timeoutMs = 20_000): Promise<void> {
  await click();
  try {
    await page.getByRole('heading', { name: nextHeading }).waitFor({ timeout: timeoutMs });
  } catch {
    await snap(page, `failed-step-${nextHeading.replace(/\W+/g, '-').toLowerCase()}`);
    const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ').slice(0, 600);
    throw new Error(`"${nextHeading}" did not appear; the page shows: ${shown}`);
  }
}
