import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

describe('Sign In form', () => {
  it('shows the spec messages for a bad email and a short password', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />);
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Please enter a valid email')).toBeTruthy();
    expect(screen.getByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
  });
});

describe('Sign Up form', () => {
  it('shows every required-field message', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<SignUpForm onSubmit={onSubmit} isSubmitting={false} />);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Business name is required',
      'Please enter a valid email',
      'Phone number is required',
      'Business address is required',
      'Password must be at least 6 characters',
    ]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps only 10 digits of the phone number and submits valid data', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<SignUpForm onSubmit={onSubmit} isSubmitting={false} />);
    expect(screen.getByText('+91')).toBeTruthy();
    await user.type(screen.getByLabelText('First name'), 'Asha');
    await user.type(screen.getByLabelText('Last name'), 'Rao');
    await user.type(screen.getByLabelText('Business name'), 'Rao Traders');
    await user.type(screen.getByLabelText('Email'), 'asha@raotraders.in');
    await user.type(screen.getByLabelText('Phone'), '98-765 43210 99');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('9876543210');
    await user.type(screen.getByLabelText('Business address'), '12 MG Road, Chennai');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ phone: '9876543210', email: 'asha@raotraders.in' });
  });

  it('restores a pending registration, without the password', async () => {
    localStorage.setItem(
      'pendingRegistration',
      JSON.stringify({ otpId: 'o1', registration: { email: 'asha@raotraders.in', firstName: 'Asha' } }),
    );
    renderWithProviders(<SignUpForm onSubmit={vi.fn()} isSubmitting={false} />);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@raotraders.in');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Asha');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });
});
