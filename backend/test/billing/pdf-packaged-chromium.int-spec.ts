import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDF_FONT_FACES } from '../../src/platform/pdf/bundled-fonts';
import { HtmlToPdf } from '../../src/platform/pdf/html-to-pdf';
import { binary } from '../../../test-support/binary';
import { createTestApp, type TestApp } from '../../../test-support/test-app';
import { createInvoice, customer, gstBusiness, type Biz } from './billing-fixtures';

/** pdfinfo and pdffonts (poppler) on a PDF. */
function inspect(pdf: Buffer): { info: string; fonts: string; text: string } {
  const dir = mkdtempSync(join(tmpdir(), 'hisaab-pdf-'));
  try {
    const file = join(dir, 'invoice.pdf');
    writeFileSync(file, pdf);
    const run = (...command: string[]) => execFileSync(command[0], command.slice(1), { encoding: 'utf8' });
    return { info: run('pdfinfo', file), fonts: run('pdffonts', file), text: run('pdftotext', '-layout', file, '-') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A machine without a browser: CHROMIUM_PATH names no file, so the Chromium of the npm package renders. */
describe('invoice PDFs from the packaged Chromium', () => {
  let t: TestApp;
  let b: Biz;
  beforeAll(async () => {
    t = await createTestApp({ env: { CHROMIUM_PATH: join(tmpdir(), 'no-such-chromium') } });
    b = await gstBusiness(t);
  });
  afterAll(() => t.close());

  it('renders the invoice (₹ included)', async () => {
    const c = await customer(b, { state: 'Tamil Nadu' });
    const invoice = await createInvoice(b, c.id);
    const res = await t.http().get(`/api/invoices/${invoice.id}/view-pdf`).set(b.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');

    const { info, text } = inspect(res.body as Buffer);
    // @sparticuz/chromium 143; the system Chromium, if any, has another version.
    expect(info).toMatch(/Producer:\s+Skia\/PDF m143/);
    expect(text).toContain('₹');
  }, 60_000);

  it('embeds the bundled DejaVu Sans for ₹, not an installed font', async () => {
    // Were the bundled font not loaded, the fallback would be a monospace font.
    const pdf = await t.app.get(HtmlToPdf).render(`<!doctype html><style>${PDF_FONT_FACES}</style><p style="font-family: 'Hisaab Sans', monospace">₹ 1,180.00</p>`);
    const { fonts, text } = inspect(pdf);
    expect(fonts).toMatch(/\+DejaVuSans\s+CID TrueType .* yes yes yes/);
    expect(fonts).not.toMatch(/Mono/);
    expect(text.trim()).toBe('₹ 1,180.00');
  });
});
