import type { ProfitLossReportResponse } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { MARGIN_UNAVAILABLE_TEXT, ReportTiles } from './report-tiles';

const PERIOD = { from: '2026-04-01', to: '2026-11-27' };
const report = (over: Partial<ProfitLossReportResponse> = {}): ProfitLossReportResponse => ({
  type: 'profit-loss',
  period: PERIOD,
  summary: { invoiceCount: 5, creditNoteCount: 1, sales: 6300, creditNotes: 200, netSales: 6100, costOfGoodsSold: 1689, grossProfit: 4411, expenses: 3319, netProfit: 1092 },
  revenue: { total: 7239, paid: 3280, outstanding: 3723 },
  profit: { gross: 4411, net: 1092, margin: 17.9, marginUnavailable: null },
  costOfGoods: { sold: 1813, returned: 124, linesWithCost: 4, linesWithoutCost: 3 },
  expensesByCategory: [],
  ...over,
});

function stub(body: ProfitLossReportResponse | null) {
  const fetch = vi.fn(async () => (body ? new Response(JSON.stringify(body), { status: 200 }) : new Response(JSON.stringify({ code: 'VALIDATION_FAILED', message: 'Bad period' }), { status: 400 })));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('Reports tiles', () => {
  it('show the period’s revenue, outstanding, net profit and the computed margin, and say how many lines have no cost', async () => {
    const fetch = stub(report());
    renderWithProviders(<ReportTiles period={PERIOD} />);
    expect(await screen.findByText('17.9%')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith('/api/reports/profit-loss?from=2026-04-01&to=2026-11-27', expect.anything());
    expect(screen.getByText('₹7,239.00')).toBeTruthy();
    expect(screen.getByText('5 invoices, GST included')).toBeTruthy();
    expect(screen.getByText('₹3,723.00')).toBeTruthy();
    expect(screen.getByText('₹1,092.00')).toBeTruthy();
    expect(screen.getByText('Of net sales of ₹6,100.00; 3 invoice lines without a cost price')).toBeTruthy();
  });

  it('never shows a made-up margin: no sales, or no cost and no expense, is said in words', async () => {
    stub(report({ summary: { ...report().summary, invoiceCount: 0 }, profit: { gross: 0, net: 0, margin: null, marginUnavailable: 'no_sales' } }));
    const first = renderWithProviders(<ReportTiles period={PERIOD} />);
    expect(await screen.findByText(MARGIN_UNAVAILABLE_TEXT.no_sales)).toBeTruthy();
    expect(screen.getByText('No sales in this period')).toBeTruthy();
    expect(screen.getByText('No invoices in this period')).toBeTruthy();
    expect(screen.queryByText(/%$/)).toBeNull();
    first.unmount();
    stub(report({ profit: { gross: 6100, net: 6100, margin: null, marginUnavailable: 'no_costs' } }));
    renderWithProviders(<ReportTiles period={{ ...PERIOD, from: '2026-10-01' }} />);
    expect(await screen.findByText('No costs or expenses recorded for this period')).toBeTruthy();
  });

  it('says when the figures could not be loaded', async () => {
    stub(null);
    renderWithProviders(<ReportTiles period={PERIOD} />);
    // One retry (spec part 1 §8) comes first.
    expect((await screen.findAllByText('Could not load', {}, { timeout: 4000 })).length).toBe(4);
  });
});
