import type { DashboardMetricsResponse } from '@hisaab/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { GstSummary, NO_GST_PAID_TEXT } from './gst-summary';
import { RevenueChange } from './metric-cards';

const quarter = { from: '2026-10-01', to: '2027-01-01', label: 'Q3 2026-27' };
const METRICS: DashboardMetricsResponse = {
  totalRevenue: 10000,
  revenueChange: { thisMonth: 1000, lastMonth: 0, percent: null },
  outstandingAmount: 0,
  pendingInvoicesCount: 0,
  gstCollected: { total: 939, cgst: 252, sgst: 252, igst: 435, cess: 0 },
  activeCustomers: 2,
  newActiveCustomersThisMonth: 1,
  gstPaid: 509,
  netGstLiability: 394,
  gstOnCreditNotes: 36,
  gstPaidNote: null,
  periods: { financialYear: { from: '2026-04-01', to: '2027-04-01' }, quarter, month: { from: '2026-11-01', to: '2026-12-01' }, lastMonth: { from: '2026-10-01', to: '2026-11-01' } },
};

const stub = (metrics: DashboardMetricsResponse) => vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(metrics), { status: 200 })));
afterEach(() => vi.unstubAllGlobals());

describe('dashboard GST summary and trend', () => {
  it('GST paid and the net liability come from the recorded purchases, after credit notes', async () => {
    stub(METRICS);
    renderWithProviders(<GstSummary />);
    expect(await screen.findByText('₹509.00')).toBeTruthy();
    expect(screen.getByText('₹394.00')).toBeTruthy();
    expect(screen.getByText('Collected less paid, after ₹36.00 of credit notes')).toBeTruthy();
  });

  it('with no purchase recorded it says so instead of a share of the tax collected', async () => {
    stub({ ...METRICS, gstPaid: null, netGstLiability: null, gstPaidNote: 'No purchase bill or expense with GST is recorded for this period.' });
    renderWithProviders(<GstSummary />);
    expect(await screen.findByText(new RegExp(NO_GST_PAID_TEXT))).toBeTruthy();
    expect(screen.getByRole('link', { name: 'record them' }).getAttribute('href')).toBe('/expenses');
  });

  it('revenue against last month: a real percent, or words when last month had no sales', () => {
    const { rerender } = render(<RevenueChange change={{ thisMonth: 1125, lastMonth: 1000, percent: 12.5 }} />);
    expect(screen.getByText('+12.5% from last month')).toBeTruthy();
    rerender(<RevenueChange change={{ thisMonth: 1000, lastMonth: 0, percent: null }} />);
    expect(screen.getByText('No sales last month')).toBeTruthy();
    rerender(<RevenueChange change={{ thisMonth: 0, lastMonth: 0, percent: null }} />);
    expect(screen.getByText('No sales this month or last month')).toBeTruthy();
  });
});
