import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { DomainError } from '../../shared/domain-error';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { AppConfig } from '../config/app-config';
import { bundledFont } from './bundled-fonts';
import { HtmlToPdf } from './html-to-pdf';

/** Root on a closed network (STACK.md "Traps"). */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
const RENDER_TIMEOUT_MS = 30_000;

interface Session {
  browser: Browser;
  context: BrowserContext;
  /** Pages ready for the next render. */
  idle: Page[];
  /** Pages that exist (idle or in use). */
  pages: number;
}

/** A browser binary on disk, or the Chromium shipped in the @sparticuz/chromium npm package. */
export type ChromiumChoice = { executablePath: string } | 'packaged';

/**
 * CHROMIUM_PATH when set (else Debian's Chromium) if that file exists; otherwise the packaged
 * Chromium, so `npm install && npm start` makes PDFs on a machine without a browser.
 */
export function chooseChromium(configured: string | null, exists: (path: string) => boolean = existsSync): ChromiumChoice {
  const wanted = configured ?? SYSTEM_CHROMIUM;
  return exists(wanted) ? { executablePath: wanted } : 'packaged';
}

/** Unpacks the packaged Chromium into the temp directory (once, ≈2 s) and gives its path and flags. */
async function packagedChromium(): Promise<{ executablePath: string; args: string[] }> {
  const { default: packaged } = await import('@sparticuz/chromium');
  return { executablePath: await packaged.executablePath(), args: [...packaged.args, ...CHROMIUM_ARGS] };
}

/**
 * One warm Chromium shared by every render, with a small pool of long-lived pages: reusing a page
 * costs ≈60 ms per PDF, a new page ≈260 ms (STACK.md). Renders beyond the pool size wait their
 * turn in FIFO order. The browser starts on the first render (the API starts fast, tests that never
 * render never launch it), is relaunched when it dies, and is closed at shutdown.
 */
@Injectable()
export class ChromiumHtmlToPdf extends HtmlToPdf implements OnApplicationShutdown {
  private readonly logger = new Logger('Pdf');
  private session: Promise<Session> | null = null;
  private current: Session | null = null;
  private readonly waiting: Array<{ resolve: (page: Page) => void; reject: (error: unknown) => void }> = [];
  private closed = false;

  constructor(
    private readonly chromium: ChromiumChoice,
    private readonly poolSize = 2,
  ) {
    super();
  }

  static fromConfig(config: AppConfig): ChromiumHtmlToPdf {
    return new ChromiumHtmlToPdf(chooseChromium(config.chromiumPath));
  }

  async render(html: string): Promise<Buffer> {
    const session = await this.ensureSession();
    const page = await this.acquire(session);
    let healthy = true;
    try {
      await page.setContent(html, { waitUntil: 'load', timeout: RENDER_TIMEOUT_MS });
      return await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.release(session, page, healthy);
    }
  }

  /** Browser, pages and waiting renders: for tests and health checks. */
  stats(): { launched: boolean; pages: number; idle: number; waiting: number } {
    return { launched: this.session !== null, pages: this.current?.pages ?? 0, idle: this.current?.idle.length ?? 0, waiting: this.waiting.length };
  }

  private ensureSession(): Promise<Session> {
    if (this.closed) return Promise.reject(new Error('The PDF renderer is shut down'));
    if (!this.session) {
      const starting = this.launch();
      this.session = starting;
      // A failed launch is not cached: the next render tries again.
      starting.catch(() => {
        if (this.session === starting) this.session = null;
      });
    }
    return this.session;
  }

  private async launch(): Promise<Session> {
    const started = Date.now();
    const name = this.chromium === 'packaged' ? 'the Chromium of @sparticuz/chromium' : this.chromium.executablePath;
    const browser = await this.launchBrowser().catch((error: unknown) => {
      this.logger.error(`Chromium did not start (${name}): ${error instanceof Error ? error.message : String(error)}`);
      throw new DomainError(
        'PDF_RENDERER_UNAVAILABLE',
        'PDFs cannot be made right now: the server has no working Chromium (install it, or set CHROMIUM_PATH).',
        'unavailable',
      );
    });
    // The documents are self-contained; nothing they contain may reach the network. Their fonts
    // come from the bundled files.
    const context = await browser.newContext({ javaScriptEnabled: false, offline: true });
    await context.route('**/*', (route) => {
      const font = bundledFont(route.request().url());
      return font ? route.fulfill({ body: font, contentType: 'font/woff2' }) : route.abort();
    });
    const session: Session = { browser, context, idle: [], pages: 0 };
    this.current = session;
    browser.on('disconnected', () => this.onDisconnected(session));
    this.logger.log(`Chromium started in ${Date.now() - started} ms (${name})`);
    return session;
  }

  private async launchBrowser(): Promise<Browser> {
    const { executablePath, args } = this.chromium === 'packaged' ? await packagedChromium() : { ...this.chromium, args: CHROMIUM_ARGS };
    // Loaded with the first PDF, not at start-up (playwright-core alone takes ≈0.2 s to load).
    const { chromium } = await import('playwright-core');
    return chromium.launch({ executablePath, args });
  }

  private onDisconnected(session: Session): void {
    if (this.current !== session) return;
    this.current = null;
    this.session = null;
    if (this.closed) return;
    this.logger.warn('Chromium exited; it is relaunched on the next render');
    // Renders waiting for a page of the dead browser start over on a fresh one.
    const waiting = this.waiting.splice(0);
    for (const waiter of waiting) {
      this.ensureSession()
        .then((next) => this.acquire(next))
        .then(waiter.resolve, waiter.reject);
    }
  }

  private async acquire(session: Session): Promise<Page> {
    const idle = session.idle.pop();
    if (idle) return idle;
    if (session.pages < this.poolSize) {
      session.pages += 1;
      try {
        return await session.context.newPage();
      } catch (error) {
        session.pages -= 1;
        throw error;
      }
    }
    return new Promise<Page>((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private release(session: Session, page: Page, healthy: boolean): void {
    const alive = this.current === session && !page.isClosed();
    if (!alive || !healthy) {
      // A page that failed may be stuck mid-navigation: replace it rather than reuse it.
      if (alive) void page.close().catch(() => undefined);
      session.pages = Math.max(0, session.pages - 1);
      const next = alive ? this.waiting.shift() : undefined;
      if (next) this.acquire(session).then(next.resolve, next.reject);
      return;
    }
    const next = this.waiting.shift();
    if (next) next.resolve(page);
    else session.idle.push(page);
  }

  async onApplicationShutdown(): Promise<void> {
    this.closed = true;
    const session = this.current;
    this.current = null;
    this.session = null;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('The PDF renderer is shutting down'));
    if (session) await session.browser.close().catch(() => undefined);
  }
}
