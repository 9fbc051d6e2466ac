import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import type { CustomerInput } from '../api';
import { EMPTY_CUSTOMER } from '../schemas';
import { CustomerForm } from './customer-form';

function renderForm(onSubmit = vi.fn(async (_customer: CustomerInput) => undefined)) {
  renderWithProviders(<CustomerForm defaultValues={EMPTY_CUSTOMER} submitLabel="Add Customer" onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}

describe('Customer form', () => {
  it("shows the spec's messages", async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Phone'), '12345');
    await user.type(screen.getByLabelText('GST number'), '29AAFCC9980M1ZA');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number must be exactly 10 digits starting with 6-9')).toBeTruthy();
    expect(screen.getByText('Enter a valid 15-character GSTIN')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps 10 digits after +91, fills the state from the GSTIN and sends the cleaned customer', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    expect(screen.getByText('+91')).toBeTruthy();
    await user.type(screen.getByLabelText('Name'), 'Karnataka Agencies');
    await user.type(screen.getByLabelText('Phone'), '99-000 111 22 33');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('9900011122');
    await user.type(screen.getByLabelText('GST number'), '29aafcc9980m1zr');
    expect((screen.getByLabelText('State') as HTMLSelectElement).value).toBe('29');
    expect(screen.getByRole('status').textContent).toContain('State: Karnataka (29)');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([
      expect.objectContaining({ name: 'Karnataka Agencies', phone: '9900011122', gstNumber: '29AAFCC9980M1ZR', stateCode: '29', state: 'Karnataka', email: null }),
    ]);
  });

  it('marks an SEZ unit, which needs its GSTIN', async () => {
    const user = userEvent.setup();
    const onSubmit = renderForm();
    await user.type(screen.getByLabelText('Name'), 'Sriperumbudur SEZ Unit');
    await user.click(screen.getByLabelText('SEZ unit'));
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText('An SEZ unit is registered under GST: enter its GSTIN')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('GST number'), '33ABCDE1234F1Z7');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]).toEqual([expect.objectContaining({ gstNumber: '33ABCDE1234F1Z7', stateCode: '33', sezUnit: true })]);
  });

  it('shows a GSTIN another customer has under the field and saves only when confirmed', async () => {
    const user = userEvent.setup();
    const message = 'Karnataka Agencies already has this GSTIN. Go ahead only for another branch or unit under the same registration.';
    const taken = new ApiError(409, 'Conflict', JSON.stringify({ code: 'CUSTOMER_GSTIN_TAKEN', message, details: { fields: { gstNumber: message } } }));
    const onSubmit = renderForm(vi.fn(async (_customer: CustomerInput) => undefined).mockRejectedValueOnce(taken));
    await user.type(screen.getByLabelText('Name'), 'Karnataka Agencies Hubli');
    await user.type(screen.getByLabelText('GST number'), '29AAFCC9980M1ZR');
    await user.click(screen.getByRole('button', { name: 'Add Customer' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('confirmDuplicateGstin');
    // Only for that GSTIN: with another in the field, Save anyway is gone.
    const field = screen.getByLabelText('GST number');
    await user.clear(field);
    await user.type(field, '33AAAPZ1234C2Z6');
    expect(screen.queryByRole('button', { name: 'Save anyway' })).toBeNull();
    await user.clear(field);
    await user.type(field, '29AAFCC9980M1ZR');

    await user.click(screen.getByRole('button', { name: 'Save anyway' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1][0]).toMatchObject({ gstNumber: '29AAFCC9980M1ZR', confirmDuplicateGstin: true });
  });
});
