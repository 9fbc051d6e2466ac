import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LeadRequest } from '@hisaab/contracts';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import { LeadForm } from './lead-form';

function renderForm(onSubmit = vi.fn(async (_lead: LeadRequest) => undefined)) {
  renderWithProviders(<LeadForm onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}

describe('Add New Lead form', () => {
  it("shows the spec's messages (name, e-mail and phone as for customers) and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Email'), 'kavya@');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('Estimated value (₹)'), '12.345');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number must be exactly 10 digits starting with 6-9')).toBeTruthy();
    expect(screen.getByText('Estimated value must be an amount in rupees from 0 to 10000000000, with at most 2 decimals')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the spec’s sources with website first, and sends the lead as the API takes it', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    const source = screen.getByLabelText('Source') as HTMLSelectElement;
    expect([...source.options].map((o) => o.value)).toEqual(['website', 'referral', 'social', 'advertisement', 'other']);
    expect(source.value).toBe('website');
    await user.type(screen.getByLabelText('Name'), '  Kavya Iyer ');
    await user.type(screen.getByLabelText('Company'), 'Iyer Textiles');
    await user.type(screen.getByLabelText('Phone'), '+91 98400-12345');
    await user.selectOptions(source, 'referral');
    await user.type(screen.getByLabelText('Estimated value (₹)'), '125000.50');
    await user.type(screen.getByLabelText('Expected close date'), '31/12/2026');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({
      name: 'Kavya Iyer',
      email: null,
      phone: '9840012345',
      company: 'Iyer Textiles',
      source: 'referral',
      estimatedValue: 125000.5,
      expectedCloseDate: '2026-12-31',
      notes: null,
    });
  });

  it('shows the server’s field messages under their fields', async () => {
    const user = userEvent.setup();
    const refusal = new ApiError(400, 'Bad Request', JSON.stringify({ code: 'VALIDATION_FAILED', message: 'x', details: { fields: { expectedCloseDate: 'Expected close date must be a date (YYYY-MM-DD)' } } }));
    renderForm(vi.fn(async (_lead: LeadRequest) => undefined).mockRejectedValueOnce(refusal));
    await user.type(screen.getByLabelText('Name'), 'Kavya');
    await user.click(screen.getByRole('button', { name: 'Add Lead' }));
    expect(await screen.findByText('Expected close date must be a date (YYYY-MM-DD)')).toBeTruthy();
  });
});
