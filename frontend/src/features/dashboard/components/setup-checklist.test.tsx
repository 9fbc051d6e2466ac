import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BusinessConfig } from '@hisaab/contracts';
import { renderWithProviders } from '@/test/render';
import { SetupChecklist } from './setup-checklist';

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
const page = (count: number) => ({ items: Array.from({ length: count }, (_, i) => ({ id: String(i) })), nextCursor: null });

const SIGN_UP_CONFIG: Partial<BusinessConfig> = {
  gstEnabled: true,
  gstNumber: null,
  companyName: 'Rao Traders',
  companyAddress: '12 Anna Salai',
  companyCity: null,
  companyPincode: null,
};
const SAVED_CONFIG = { ...SIGN_UP_CONFIG, gstNumber: '33AAAPZ1234C2Z6', companyCity: 'Chennai', companyPincode: '600017' };

function serve({ config, customers, products, invoices }: { config: Partial<BusinessConfig>; customers: number; products: number; invoices: number }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      if (path.startsWith('/api/config')) return json(config);
      if (path.startsWith('/api/customers')) return json(page(customers));
      if (path.startsWith('/api/products')) return json(page(products));
      if (path.startsWith('/api/invoices')) return json(page(invoices));
      throw new Error(`unexpected ${path}`);
    }),
  );
}

beforeEach(() => localStorage.setItem('hisaab_session_user', JSON.stringify({ id: 'owner-1' })));
afterEach(() => vi.unstubAllGlobals());

describe('Setup checklist', () => {
  it('after sign-up, sends the owner to the business details first', async () => {
    serve({ config: SIGN_UP_CONFIG, customers: 0, products: 0, invoices: 0 });
    renderWithProviders(<SetupChecklist />);
    expect(await screen.findByText('0 of 4 done', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Add details' }).getAttribute('href')).toBe('/config');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('ticks what the data shows is done and links the next step', async () => {
    serve({ config: SAVED_CONFIG, customers: 1, products: 0, invoices: 0 });
    renderWithProviders(<SetupChecklist />);
    expect(await screen.findByText('2 of 4 done', { exact: false })).toBeTruthy();
    expect(screen.getByText('Add your business details').textContent).toContain('(done)');
    expect(screen.getByText('Add your first customer').textContent).toContain('(done)');
    expect(screen.getByText('Add your first product').textContent).toContain('(to do)');
    expect(screen.getByRole('link', { name: 'Add product' }).getAttribute('href')).toBe('/inventory?new=1');
  });

  it('a registered business without its GSTIN has not finished its details; an unregistered one needs none', async () => {
    serve({ config: { ...SAVED_CONFIG, gstNumber: null }, customers: 1, products: 1, invoices: 1 });
    const { unmount } = renderWithProviders(<SetupChecklist />);
    expect(await screen.findByRole('link', { name: 'Add details' })).toBeTruthy();
    unmount();

    serve({ config: { ...SAVED_CONFIG, gstNumber: null, gstEnabled: false }, customers: 1, products: 1, invoices: 1 });
    const { container } = renderWithProviders(<SetupChecklist />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(4));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.textContent).toBe('');
  });

  it('stays dismissed for this owner once dismissed', async () => {
    serve({ config: SIGN_UP_CONFIG, customers: 0, products: 0, invoices: 0 });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<SetupChecklist />);
    await user.click(await screen.findByRole('button', { name: 'Dismiss the setup checklist' }));
    expect(screen.queryByText('Set up Hisaab')).toBeNull();
    unmount();

    renderWithProviders(<SetupChecklist />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('Set up Hisaab')).toBeNull();
  });
});
