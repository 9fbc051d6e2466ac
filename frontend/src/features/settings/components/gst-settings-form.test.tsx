import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { GstSettingsForm } from './gst-settings-form';

const DEFAULTS = { cgstRate: 9, sgstRate: 9, igstRate: 18, cessRate: 0, isComposition: false, filingFrequency: 'monthly' } as const;

async function retype(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), value);
}

describe('GST Settings form', () => {
  it("refuses a split that does not add up, with the server's messages, and saves one that does", async () => {
    const fetchMock = vi.fn(async (_path: string, init?: RequestInit) => new Response(init?.body as string, { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    // jsdom has no ResizeObserver; the composition switch (Radix) measures itself with one.
    vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
    const user = userEvent.setup();
    renderWithProviders(<GstSettingsForm settings={DEFAULTS} />);

    await retype(user, 'SGST / UTGST rate (%)', '2');
    await retype(user, 'IGST rate (%)', '50');
    await user.click(screen.getByRole('button', { name: 'Save GST Settings' }));
    expect(await screen.findByText('SGST rate must equal the CGST rate: each is half of the GST rate')).toBeTruthy();

    await retype(user, 'SGST / UTGST rate (%)', '9');
    await user.click(screen.getByRole('button', { name: 'Save GST Settings' }));
    expect(await screen.findByText('IGST rate must equal CGST + SGST (18%)')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();

    await retype(user, 'CGST rate (%)', '2.5');
    await retype(user, 'SGST / UTGST rate (%)', '2.5');
    await retype(user, 'IGST rate (%)', '5');
    await user.click(screen.getByRole('button', { name: 'Save GST Settings' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(JSON.parse(fetchMock.mock.calls[0][1]?.body as string)).toMatchObject({ cgstRate: 2.5, sgstRate: 2.5, igstRate: 5 });
  });
});
