import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, snap } from './support/browser';
import { seriousAxeViolations } from './support/axe';
import { apiOf } from './support/owner-api';
import { signUp } from './support/session';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 800 };

/**
 * What a person on either screen size must get: no serious axe finding, one h1, nothing wider than
 * the screen. Returns the problems, named by screen and width, so one run reports every screen.
 */
async function screenProblems(page: Page, name: string, width: number): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await snap(page, `a11y-${name}-${width}`);
  const problems = await seriousAxeViolations(page);
  const headings = await page.locator('h1').count();
  if (headings !== 1) problems.push(`${headings} h1 elements`);
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (pageWidth > width) problems.push(`${pageWidth} px wide`);
  return problems.map((problem) => `${name} at ${width} px: ${problem}`);
}

const SIGNED_IN_SCREENS: readonly [string, string, string][] = [
  ['dashboard', '/', 'Dashboard'],
  ['invoices', '/invoices', 'Invoices'],
  ['new-invoice-dialog', '/invoices?new=1', 'Invoices'],
  ['customers', '/customers', 'Customers'],
  ['sales', '/sales', 'Sales and Lead Management'],
  ['new-lead-dialog', '/sales?new=1', 'Sales and Lead Management'],
  ['inventory', '/inventory', 'Inventory'],
  ['payments', '/payments', 'Payments'],
  ['delivery-challans', '/delivery-challans', 'Delivery Challans'],
  ['new-challan-dialog', '/delivery-challans?new=1', 'Delivery Challans'],
  ['record-payment-dialog', '/payments?record=1', 'Payments'],
  ['expenses', '/expenses', 'Expenses & Purchases'],
  ['new-expense-dialog', '/expenses?new=expense', 'Expenses & Purchases'],
  ['new-purchase-dialog', '/expenses?new=purchase', 'Expenses & Purchases'],
  ['communications', '/communications', 'Communications'],
  ['campaigns', '/campaigns', 'Marketing Campaigns'],
  ['recurring-invoices', '/recurring-invoices', 'Recurring Invoices'],
  ['new-recurring-dialog', '/recurring-invoices?new=1', 'Recurring Invoices'],
  ['subscription', '/subscription', 'Subscription'],
  ['reports', '/reports', 'Reports'],
  ['config', '/config', 'Configuration'],
  ['gst-settings', '/gst-settings', 'GST Settings'],
];

describe('accessibility of every screen (axe-core, WCAG 2.2 AA)', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each([
    ['landing', '/'],
    ['login', '/login'],
    ['register', '/register'],
    ['privacy-policy', '/privacy-policy'],
  ])('%s, signed out', async (name, path) => {
    const problems: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      const { context, page } = await newPage(browser, viewport);
      await page.goto(path);
      problems.push(...(await screenProblems(page, name, viewport.width)));
      await context.close();
    }
    expect(problems).toEqual([]);
  });

  it('the signed-in screens and the public invoice page', async () => {
    const { context, page } = await newPage(browser, DESKTOP);
    await signUp(page);
    const call = await apiOf(page);
    await call('POST', '/api/config', { companyName: 'Menon Textiles', gstNumber: '33AAAPZ1234C2Z6', companyAddress: '4 Broadway', companyCity: 'Chennai', upiId: 'menontextiles@okaxis' });
    // Issued in date order (series numbers follow dates). Long names, an overdue invoice and a low-stock product fill every dashboard card, so 375 px is tested full.
    const longName = await call<{ id: string }>('POST', '/api/customers', { name: 'Sri Venkateswara Handloom Weavers Co-operative Society', email: 'accounts@weavers.example', address: '12 Car Street', city: 'Kanchipuram', state: 'Tamil Nadu', stateCode: '33', pincode: '631501' });
    const overdue = await call<{ id: string }>('POST', '/api/invoices', {
      invoice: { customerId: longName.id, invoiceDate: '2026-08-01', dueDate: '2026-08-31' },
      items: [{ productName: 'Kanchipuram silk saree', hsn: '5007', quantity: 40, unit: 'pcs', rate: 24999.5, gstRate: 5 }],
    });
    await call('PUT', `/api/invoices/${overdue.id}/status`, { status: 'sent' });
    const customer = await call<{ id: string }>('POST', '/api/customers', { name: 'Bengaluru Silks', gstNumber: '29AAFCC9980M1ZR', email: 'buyer@silks.example' });
    const invoice = await call<{ id: string; shareId: string }>('POST', '/api/invoices', {
      invoice: { customerId: customer.id, invoiceDate: '2026-11-10', dueDate: '2026-12-10' },
      items: [{ productName: 'Cotton fabric', hsn: '5208', quantity: 12, unit: 'mtr', rate: 180, gstRate: 5 }],
    });
    await call('PUT', `/api/invoices/${invoice.id}/status`, { status: 'sent' });
    // A dispatched challan above the e-way bill threshold and a delivered one: every badge, warning and menu of the challans screen.
    const bulky = await call<{ id: string }>('POST', '/api/delivery-challans', { customerId: longName.id, vehicleNumber: 'TN01AB1234', items: [{ productName: 'Kanchipuram silk saree', hsn: '5007', quantity: 10, unit: 'pcs', rate: 24999.5, gstRate: 5 }] });
    await call('PUT', `/api/delivery-challans/${bulky.id}/status`, { status: 'dispatched' });
    const small = await call<{ id: string }>('POST', '/api/delivery-challans', { customerId: customer.id, purpose: 'job_work', items: [{ productName: 'Cotton fabric', hsn: '5208', quantity: 12, unit: 'mtr', rate: 180, gstRate: 5 }] });
    for (const status of ['dispatched', 'delivered']) await call('PUT', `/api/delivery-challans/${small.id}/status`, { status });
    // Leads in two statuses, one with every field, so the pipeline's rows and buttons are checked too.
    const lead = await call<{ id: string }>('POST', '/api/leads', { name: 'Lakshmi Narayanan', company: 'Sri Lakshmi Silks and Handlooms Private Limited', email: 'lakshmi.narayanan@srilakshmisilks.example', phone: '9840012345', estimatedValue: 1250000, expectedCloseDate: '2026-12-31' });
    await call('PATCH', `/api/leads/${lead.id}/status`, { status: 'contacted' });
    await call('POST', '/api/leads', { name: 'Walk-in enquiry', source: 'other' });
    await call('POST', '/api/products', { name: 'Pure zari Kanchipuram silk saree, temple border', price: 24999.5, stockQuantity: 1, lowStockThreshold: 5, unit: 'nos', hsnCode: '5007', gstRate: 5 });
    // An expense and a purchase bill, so the list rows and the monthly totals are checked too.
    await call('POST', '/api/expenses', { expenseDate: '2026-11-02', category: 'professional_fees', amount: 12500, gstPaid: 2250, gstRate: 18, itcEligible: true, paymentMethod: 'upi', vendor: 'Venkatesh & Associates, Chartered Accountants' });
    await call('POST', '/api/purchases', { supplierName: 'Sri Murugan Handloom Yarn Suppliers', supplierGstin: '29AAFCC9980M1ZR', billNumber: 'SMH/26-27/0042', billDate: '2026-11-05', placeOfSupply: '33', itcEligible: true, items: [{ productName: 'Silk yarn', hsn: '5004', quantity: 12, unit: 'kg', rate: 4200, gstRate: 5 }] });

    // A recurring template with a long name, issued and sent, so its card's every line is checked.
    await call('POST', '/api/recurring-invoices', { customerId: longName.id, templateName: 'Monthly loom maintenance and yarn supply contract', frequency: 'monthly', startDate: '2027-01-31', delivery: 'issue', sendEmail: true, sendWhatsApp: true, items: [{ productName: 'Loom maintenance', hsnCode: '998719', quantity: 1, rate: 5000, gstRate: 18 }] });
    const problems: string[] = [];
    for (const viewport of [DESKTOP, PHONE]) {
      await page.setViewportSize(viewport);
      for (const [name, path, heading] of SIGNED_IN_SCREENS) {
        await page.goto(path);
        // A screen opened with its dialog hides the page behind it from the accessibility tree.
        await (path.includes('?') ? page.getByRole('dialog') : page.getByRole('heading', { name: heading, level: 1 })).waitFor();
        problems.push(...(await screenProblems(page, name, viewport.width)));
      }
      await page.goto(`/client/${invoice.shareId}`);
      await page.getByRole('link', { name: 'Pay Now' }).waitFor();
      problems.push(...(await screenProblems(page, 'public-invoice', viewport.width)));
    }
    await context.close();
    expect(problems).toEqual([]);
    // Every signed-in screen at two widths, each waiting for the network to settle and running axe.
  }, 240_000);
});
