import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { RecentInvoices } from './recent-invoices';

afterEach(() => vi.unstubAllGlobals());

describe('Recent Invoices card', () => {
  it('with no invoices yet, links to creating the first one', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ items: [] }), { status: 200 })));
    renderWithProviders(<RecentInvoices />);
    const link = await screen.findByRole('link', { name: 'Create your first invoice' });
    expect(link.getAttribute('href')).toBe('/invoices?new=1');
  });
});
