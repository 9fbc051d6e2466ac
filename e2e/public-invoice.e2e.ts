import { readFileSync } from 'node:fs';
import { pdfText } from '../test-support/pdf-text';
import type { Browser } from 'playwright-core';
import { baseUrl, launchBrowser, newPage, snap } from './support/browser';
import { api } from './support/owner-api';
import { signUp } from './support/session';

const tweak = (shareId: string) => shareId.slice(0, -1) + (shareId.endsWith('A') ? 'B' : 'A');

describe('public invoice link in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('an issued invoice opens from its link without signing in; one changed character is Invoice Not Found', async () => {
    const owner = await newPage(browser);
    await signUp(owner.page);
    const token = await owner.page.evaluate(() => localStorage.getItem('hisaab_jwt'));
    expect(token).toBeTruthy();
    const call = api(token!);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai', upiId: 'menontextiles@okaxis' });
    const customer = await call<{ id: string }>('POST', '/api/customers', { name: 'Bengaluru Silks', gstNumber: '29AAFCC9980M1ZR', email: 'buyer@silks.example', phone: '9876501234' });
    const invoice = await call<{ id: string; invoiceNumber: string; shareId: string }>('POST', '/api/invoices', {
      invoice: { customerId: customer.id, invoiceDate: '2026-11-10', dueDate: '2026-12-10', notes: 'Thank you for your business', termsAndConditions: 'Payment within 30 days' },
      items: [
        { productName: 'Cotton fabric', description: '60 inch width', hsn: '5208', quantity: 12, unit: 'mtr', rate: 180, gstRate: 5 },
        { productName: 'Silk saree', hsn: '5007', quantity: 2, unit: 'pcs', rate: 4500, gstRate: 5 },
      ],
    });
    // A draft was never issued: its link shows nothing.
    const early = await browser.newContext({ baseURL: baseUrl() });
    const earlyPage = await early.newPage();
    await earlyPage.goto(`/client/${invoice.shareId}`);
    await earlyPage.getByRole('heading', { name: 'Invoice Not Found' }).waitFor();
    await early.close();

    await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });

    // The customer: a fresh browser on a phone, never signed in.
    const customerView = await newPage(browser, { width: 390, height: 844 });
    await customerView.page.goto(`/client/${invoice.shareId}`);
    await customerView.page.getByRole('heading', { name: invoice.invoiceNumber }).waitFor();
    for (const text of ['Menon Textiles', 'Bengaluru Silks', 'Cotton fabric', 'Silk saree', 'IGST', 'Thank you for your business', 'Payment within 30 days']) {
      await customerView.page.getByText(text).first().waitFor();
    }
    const payNow = customerView.page.getByRole('link', { name: 'Pay Now' });
    expect(await payNow.getAttribute('href')).toMatch(/^upi:\/\/pay\?pa=menontextiles@okaxis&pn=Menon%20Textiles&am=\d+\.\d{2}&cu=INR/);
    await customerView.page.getByRole('img', { name: /UPI QR code/ }).waitFor();
    expect(await customerView.page.evaluate(() => localStorage.getItem('hisaab_jwt'))).toBeNull();
    await snap(customerView.page, 'public-invoice-01-phone');

    const [download] = await Promise.all([
      customerView.page.waitForEvent('download'),
      customerView.page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Invoice-${invoice.invoiceNumber.replace(/\//g, '-')}.pdf`);
    const pdf = readFileSync((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    // The bundled API's own PDF (the integration tests render from the sources): ₹ as ₹, not as \u20b9.
    const { text } = pdfText(pdf);
    expect(text).toMatch(/TOTAL\s+₹\s*[\d,]+\.\d\d/i);
    expect(text).not.toContain('\\u');

    await customerView.page.goto(`/client/${tweak(invoice.shareId)}`);
    await customerView.page.getByRole('heading', { name: 'Invoice Not Found' }).waitFor();
    await customerView.page.getByText("The invoice you're looking for doesn't exist or has been removed.").waitFor();
    await snap(customerView.page, 'public-invoice-02-not-found');
    await customerView.context.close();

    // The signed-in owner opens the same link outside the app shell.
    await owner.page.goto(`/client/${invoice.shareId}`);
    await owner.page.getByRole('heading', { name: invoice.invoiceNumber }).waitFor();
    await snap(owner.page, 'public-invoice-03-desktop-signed-in');
    await owner.context.close();
  });
});
