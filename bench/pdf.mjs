#!/usr/bin/env node
/**
 * Invoice PDFs on a warm renderer: the production pieces (the invoice document, the Handlebars
 * template with its UPI QR code, the shared Chromium with its pool of 2 pages) rendering a 20-line
 * intra-state invoice again and again — the uncached path (a kept PDF is served without rendering).
 *
 *   node bench/pdf.mjs                       # defaults: 20 lines, 2 in flight, 10 s
 *   BENCH_PDF_LINES=50 BENCH_PDF_CONCURRENCY=4 BENCH_PDF_SECONDS=20 node bench/pdf.mjs
 *
 * For bench/run.mjs: `import { benchPdf, printPdfResult } from '../pdf.mjs'` and call
 * `printPdfResult(await benchPdf())` — it needs only backend/dist and Chromium, no database.
 * Goals (STACK.md, this 2-core machine): ≥ 15 PDFs/s and p50 ≤ 100 ms.
 */
import { loadavg, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { backendModule, gst } from './lib/context.mjs';

export const PDF_GOALS = { pdfsPerSecond: 15, p50Ms: 100 };

/** A realistic invoice of `lines` lines (four HSN codes, two rates, some descriptions), computed by the GST rules. */
function sampleInvoice(lines) {
  const { computeInvoice } = gst();
  const hsn = ['7318', '8544', '3917', '8536'];
  const requests = Array.from({ length: lines }, (_, i) => ({ quantity: (i % 5) + 1, rate: 100 + i * 17.5, discount: 0, gstRate: i % 4 ? 18 : 5, cessRate: 0 }));
  const tax = computeInvoice(requests, { supplierState: '33', placeOfSupply: '33', roundOff: true, composition: false });
  const now = new Date();
  const items = requests.map((r, i) => ({
    id: `item-${i}`, businessId: 'bench', invoiceId: 'bench', position: i, productId: null,
    productName: `Hardware item ${i + 1}`, description: i % 3 ? null : 'Zinc plated, grade 8.8', hsn: hsn[i % 4],
    quantity: r.quantity, unit: 'nos', rate: r.rate, discountPaise: 0, gstRate: r.gstRate, cessRate: 0,
    taxablePaise: tax.lines[i].taxablePaise, cgstPaise: tax.lines[i].cgstPaise, sgstPaise: tax.lines[i].sgstPaise, igstPaise: tax.lines[i].igstPaise,
    cessPaise: tax.lines[i].cessPaise, totalPaise: tax.lines[i].totalPaise, serialNumber: null,
  }));
  const invoice = {
    id: 'bench', businessId: 'bench', customerId: 'bench', invoiceNumber: 'INV/26-27/0042', fy: '2026-27', invoiceDate: '2026-11-10', dueDate: '2026-12-10',
    status: 'sent', documentType: 'tax_invoice', supplyType: tax.supplyType, placeOfSupply: '33', supplierState: '33',
    customerName: 'Kaveri Stores', customerGstin: null, customerAddress: '45 MG Road, Coimbatore, Tamil Nadu 641001', customerState: '33', customerSez: false,
    subtotalPaise: tax.subtotalPaise, cgstPaise: tax.cgstPaise, sgstPaise: tax.sgstPaise, igstPaise: tax.igstPaise, cessPaise: tax.cessPaise,
    gstAmountPaise: tax.gstAmountPaise, roundOffPaise: tax.roundOffPaise, totalPaise: tax.totalPaise, amountPaidPaise: 0, creditedPaise: 0,
    notes: 'Thank you for your business.', termsAndConditions: '1. Payment within 30 days.\n2. Subject to Chennai jurisdiction.',
    salesPersonName: 'Ravi Kumar', salesPersonEmail: null, salesPersonPhone: null, paymentTerms: 'Net 30', companyUdyam: null, serialNumber: null,
    shippingAddress: null, shippingGstin: null, authorizedSignature: null, shareId: 'bench', createdBy: null,
    issuedAt: now, paidAt: null, cancelledAt: null, cancelReason: null, supplierDetails: null, sourceChallanId: null, sourceChallanNumber: null, challanGoods: null, createdAt: now, updatedAt: now,
  };
  const issuer = {
    name: 'Rao Traders', gstin: '33AAAPZ1234C2Z6', stateCode: '33', address: '12 Anna Salai', city: 'Chennai', pincode: '600018',
    phone: '9876543210', email: 'accounts@rao.example', udyam: 'UDYAM-TN-02-0012345', upiId: 'raotraders@okicici',
    bankName: 'State Bank of India', bankAccountNumber: '12345678901', bankIfsc: 'SBIN0001234', bankBranch: 'Teynampet',
    registered: true, composition: false,
  };
  return { invoice, items, issuer };
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * Renders PDFs with `concurrency` in flight for `seconds` after `warmup` renders, and reports
 * throughput and latency (template + QR + Chromium, per PDF). Returns the figures; prints nothing.
 */
export async function benchPdf({
  lines = Number(process.env.BENCH_PDF_LINES ?? 20),
  concurrency = Number(process.env.BENCH_PDF_CONCURRENCY ?? 2),
  seconds = Number(process.env.BENCH_PDF_SECONDS ?? 10),
  warmup = 10,
} = {}) {
  const { buildInvoiceDocument } = backendModule('modules/billing/application/invoice-document');
  const { HandlebarsInvoiceHtml } = backendModule('modules/billing/adapters/handlebars-invoice-html');
  const { ChromiumHtmlToPdf, chooseChromium } = backendModule('platform/pdf/chromium-html-to-pdf');
  const { invoice, items, issuer } = sampleInvoice(lines);
  const html = new HandlebarsInvoiceHtml();
  const renderer = new ChromiumHtmlToPdf(chooseChromium(process.env.CHROMIUM_PATH ?? null));
  const renderOnce = async () => renderer.render(await html.render(buildInvoiceDocument(invoice, items, issuer, null)));
  try {
    const coldStart = performance.now();
    const first = await renderOnce();
    const coldMs = performance.now() - coldStart;
    for (let i = 0; i < warmup; i += 1) await renderOnce();

    const latencies = [];
    const deadline = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (performance.now() < deadline) {
          const t = performance.now();
          await renderOnce();
          latencies.push(performance.now() - t);
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const result = {
      lines,
      concurrency,
      pdfs: latencies.length,
      bytes: first.length,
      coldMs: Math.round(coldMs),
      pdfsPerSecond: latencies.length / elapsed,
      p50Ms: percentile(latencies, 50),
      p95Ms: percentile(latencies, 95),
      maxMs: latencies.at(-1),
      loadAverage: loadavg()[0],
      cores: cpus().length,
    };
    return { ...result, goals: { pdfsPerSecond: result.pdfsPerSecond >= PDF_GOALS.pdfsPerSecond, p50Ms: result.p50Ms <= PDF_GOALS.p50Ms } };
  } finally {
    await renderer.onApplicationShutdown();
  }
}

export function printPdfResult(r) {
  const mark = (ok) => (ok ? 'met' : 'MISSED');
  console.log(`\nInvoice PDF, ${r.lines} lines, warm Chromium, ${r.concurrency} in flight (${r.pdfs} PDFs of ${(r.bytes / 1024).toFixed(0)} KB; first PDF incl. browser start ${r.coldMs} ms)`);
  console.log(`  PDFs/s  ${r.pdfsPerSecond.toFixed(1).padStart(6)}   goal ≥ ${PDF_GOALS.pdfsPerSecond}   ${mark(r.goals.pdfsPerSecond)}`);
  console.log(`  p50 ms  ${r.p50Ms.toFixed(1).padStart(6)}   goal ≤ ${PDF_GOALS.p50Ms}  ${mark(r.goals.p50Ms)}`);
  console.log(`  p95 ms  ${r.p95Ms.toFixed(1).padStart(6)}`);
  console.log(`  max ms  ${r.maxMs.toFixed(1).padStart(6)}`);
  if (r.loadAverage > 1) console.log(`  load average ${r.loadAverage.toFixed(2)} on ${r.cores} cores: other work was running, figures are slower and noisier`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  printPdfResult(await benchPdf());
}
