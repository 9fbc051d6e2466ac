import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LoginResponse } from '@hisaab/contracts';
import { Toaster } from '@/components/ui/toaster';
import { clearStoredToken } from '@/lib/auth-token';
import { dismissToast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';
import { sampleUser } from '@/test/fixtures';

const user = sampleUser;

/** Signs in through the form against a server that answers `accountDeletionCancelled`. */
async function signIn(accountDeletionCancelled: boolean) {
  const answer: LoginResponse = { token: 'token-1', user, accountDeletionCancelled };
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } })));
  const person = userEvent.setup();
  renderWithProviders(
    <>
      <SignInForm />
      <Toaster />
    </>,
    { route: '/login' },
  );
  await person.type(screen.getByLabelText('Email'), user.email);
  await person.type(screen.getByLabelText('Password'), 'secret1');
  await person.click(screen.getByRole('button', { name: 'Sign In' }));
}

afterEach(() => {
  dismissToast();
  clearStoredToken();
  vi.unstubAllGlobals();
});

describe('signing in while the account is scheduled for deletion', () => {
  it('tells the user the deletion was cancelled', async () => {
    await signIn(true);
    expect(await screen.findByText('Your account deletion was cancelled')).toBeTruthy();
    expect(screen.queryByText('Login Successful')).toBeNull();
  });

  it('an ordinary sign-in says only Login Successful', async () => {
    await signIn(false);
    expect(await screen.findByText('Login Successful')).toBeTruthy();
    expect(screen.queryByText(/deletion was cancelled/)).toBeNull();
  });
});
