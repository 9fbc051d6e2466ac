import type { GstReturnPeriodsResponse, Gstr1SummaryResponse, Gstr3bResponse } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { GstReturnsTab } from './gst-returns-tab';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const period = (fp: string, label: string) => ({ fp, label, frequency: 'monthly' as const, from: '2026-10-01', to: '2026-10-31' });
const PERIODS: GstReturnPeriodsResponse = { filingFrequency: 'monthly', periods: [period('112026', 'Nov 2026'), period('102026', 'Oct 2026')] };
const section = (key: Gstr1SummaryResponse['sections'][number]['section'], label: string, count = 0, taxable = 0) => ({ section: key, label, count, value: 0, taxable, igst: 0, cgst: 0, sgst: 0, cess: 0 });
const SUMMARY: Gstr1SummaryResponse = {
  period: period('102026', 'Oct 2026'),
  gstin: '33AAAPZ1234C2Z6',
  invoiceCount: 2,
  creditNoteCount: 0,
  sections: [section('b2b', 'B2B invoices (4A, 4B, 6B, 6C)', 1, 4000), section('b2cs', 'B2C small, net of notes (7)', 1, 500)],
  problems: [],
};
const zero = { iamt: 0, camt: 0, samt: 0, csamt: 0 };
const GSTR3B: Gstr3bResponse = {
  period: period('102026', 'Oct 2026'),
  inputTaxRecorded: false,
  inputTaxNote: 'No purchase bills or expenses with GST are recorded for this period, so table 4 (input tax credit) shows zeros: record them under Expenses & Purchases before filing.',
  gstr3b: {
    gstin: '33AAAPZ1234C2Z6',
    ret_period: '102026',
    sup_details: { osup_det: { txval: 4500, ...zero }, osup_zero: { txval: 0, iamt: 0, csamt: 0 }, osup_nil_exmp: { txval: 0 }, isup_rev: { txval: 0, ...zero }, osup_nongst: { txval: 0 } },
    inter_sup: { unreg_details: [{ pos: '27', txval: 500, iamt: 25 }], comp_details: [], uin_details: [] },
    itc_elg: {
      itc_avl: (['IMPG', 'IMPS', 'ISRC', 'ISD', 'OTH'] as const).map((ty) => ({ ty, ...zero })),
      itc_rev: (['RUL', 'OTH'] as const).map((ty) => ({ ty, ...zero })),
      itc_net: zero,
      itc_inelg: (['RUL', 'OTH'] as const).map((ty) => ({ ty, ...zero })),
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

function stubApi(summary: Gstr1SummaryResponse) {
  const fetch = vi.fn(async (path: string) => {
    if (path.startsWith('/api/gst/periods')) return json(PERIODS);
    if (path.startsWith('/api/gst/gstr1/summary')) return json(summary);
    if (path.startsWith('/api/gst/gstr3b')) return json(GSTR3B);
    return json({ code: 'NOT_FOUND', message: 'Not found' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('GST Returns tab', () => {
  it('opens on the last finished period and shows each section, GSTR-3B and the input-tax note; downloads are enabled', async () => {
    const fetch = stubApi(SUMMARY);
    renderWithProviders(<GstReturnsTab />, { route: '/reports' });
    expect(await screen.findByText('GSTR-1 · Oct 2026')).toBeTruthy();
    expect((screen.getByLabelText('Return period') as HTMLSelectElement).value).toBe('102026');
    expect(fetch).toHaveBeenCalledWith('/api/gst/gstr1/summary?period=102026', expect.anything());
    const table = await screen.findByRole('table', { name: 'GSTR-1 sections for Oct 2026' });
    expect(within(table).getByText('B2B invoices (4A, 4B, 6B, 6C)')).toBeTruthy();
    expect(within(table).getByText('₹4,000.00')).toBeTruthy();
    expect(await screen.findByText(GSTR3B.inputTaxNote!)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'GSTR-3B table 3.2 for Oct 2026' })).getByText('Maharashtra (27)')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Download JSON' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('lists what to fix with links to the documents and blocks the downloads', async () => {
    stubApi({
      ...SUMMARY,
      problems: [
        { code: 'HSN_MISSING', message: 'Line 1 (Tea) has no HSN/SAC: the HSN summary (Table 12) reports every line by its code', documentKind: 'invoice', documentId: 'abc', documentNumber: 'INV/26-27/0004' },
        { code: 'SUPPLIER_GSTIN_INVALID', message: 'Your GSTIN is not valid: correct it in Configuration', documentKind: 'business', documentId: null, documentNumber: null },
      ],
    });
    renderWithProviders(<GstReturnsTab />, { route: '/reports?period=102026' });
    expect(await screen.findByText('Fix these 2 before downloading')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'INV/26-27/0004' }).getAttribute('href')).toBe('/invoices?invoice=abc');
    expect(screen.getByRole('link', { name: 'Configuration' }).getAttribute('href')).toBe('/config');
    expect((screen.getByRole('button', { name: 'Download JSON' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Download CSV ZIP' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when a period has no invoices', async () => {
    stubApi({ ...SUMMARY, invoiceCount: 0, sections: [section('b2b', 'B2B invoices (4A, 4B, 6B, 6C)')] });
    renderWithProviders(<GstReturnsTab />, { route: '/reports?period=112026' });
    expect(await screen.findByText('No invoices in Nov 2026')).toBeTruthy();
  });
});
