import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ConvertLeadRequest } from '@hisaab/contracts';
import { ApiError } from '@/lib/api-error';
import { renderWithProviders } from '@/test/render';
import type { Lead } from '../api';
import { ConvertLeadDialog } from './convert-lead-dialog';

const LEAD: Lead = {
  id: '7d3c1f6e-8a52-4c1b-9f7e-2b4a6c8d0e1f',
  name: 'Kavya Iyer',
  email: 'kavya@iyer.example',
  phone: '9840012345',
  company: 'Iyer Textiles',
  source: 'website',
  estimatedValue: null,
  expectedCloseDate: null,
  notes: null,
  status: 'nurtured',
  statusChangedAt: '2026-11-20T10:00:00.000Z',
  customerId: null,
  createdAt: '2026-11-18T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

function renderDialog(onConvert = vi.fn(async (_customer: ConvertLeadRequest, _key: string) => undefined), onClose = vi.fn()) {
  renderWithProviders(<ConvertLeadDialog lead={LEAD} onConvert={onConvert} onClose={onClose} />);
  return { onConvert, onClose };
}

describe('Convert Lead to Customer', () => {
  it('starts from the lead (its company as the customer) and checks the conversion form', async () => {
    const user = userEvent.setup();
    const { onConvert } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Convert Lead to Customer' })).toBeTruthy();
    const name = screen.getByLabelText('Customer name') as HTMLInputElement;
    expect(name.value).toBe('Iyer Textiles');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('kavya@iyer.example');
    await user.clear(name);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-mail');
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '51234');
    await user.type(screen.getByLabelText('GST number'), '29AAFCC9980M1ZA');
    await user.click(screen.getByRole('button', { name: 'Convert to Customer' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Phone number must be exactly 10 digits starting with 6-9')).toBeTruthy();
    expect(screen.getByText('Enter a valid 15-character GSTIN')).toBeTruthy();
    expect(onConvert).not.toHaveBeenCalled();
  });

  it('sends the customer with an Idempotency-Key and closes', async () => {
    const user = userEvent.setup();
    const { onConvert, onClose } = renderDialog();
    await user.type(screen.getByLabelText('Address'), '12 Car Street, Kanchipuram');
    await user.type(screen.getByLabelText('GST number'), '33aaapz1234c2z6');
    await user.click(screen.getByRole('button', { name: 'Convert to Customer' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onConvert.mock.calls[0][0]).toEqual({ name: 'Iyer Textiles', email: 'kavya@iyer.example', phone: '9840012345', address: '12 Car Street, Kanchipuram', gstNumber: '33AAAPZ1234C2Z6' });
    expect(onConvert.mock.calls[0][1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a GSTIN another customer has under the field and converts only when confirmed, with a new key', async () => {
    const user = userEvent.setup();
    const message = 'Iyer Textiles already has this GSTIN. Go ahead only for another branch or unit under the same registration.';
    const taken = new ApiError(409, 'Conflict', JSON.stringify({ code: 'CUSTOMER_GSTIN_TAKEN', message, details: { fields: { gstNumber: message } } }));
    const { onConvert } = renderDialog(vi.fn(async (_customer: ConvertLeadRequest, _key: string) => undefined).mockRejectedValueOnce(taken));
    await user.type(screen.getByLabelText('GST number'), '33AAAPZ1234C2Z6');
    await user.click(screen.getByRole('button', { name: 'Convert to Customer' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(onConvert.mock.calls[0][0]).not.toHaveProperty('confirmDuplicateGstin');
    // The confirmation is for that GSTIN: another one in the field takes it away, typing it back brings it back.
    const field = screen.getByLabelText('GST number');
    await user.clear(field);
    await user.type(field, '29AAFCC9980M1ZR');
    expect(screen.queryByRole('button', { name: 'Convert anyway' })).toBeNull();
    await user.clear(field);
    await user.type(field, '33aaapz1234c2z6');
    await user.click(screen.getByRole('button', { name: 'Convert anyway' }));
    await waitFor(() => expect(onConvert).toHaveBeenCalledTimes(2));
    expect(onConvert.mock.calls[1][0]).toMatchObject({ gstNumber: '33AAAPZ1234C2Z6', confirmDuplicateGstin: true });
    expect(onConvert.mock.calls[1][1]).not.toBe(onConvert.mock.calls[0][1]);
  });
});
