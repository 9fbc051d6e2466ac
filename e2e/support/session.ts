import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { codeFromMail, pasteCode } from './browser';

export const newEmail = (): string => `owner-${randomBytes(4).toString('hex')}@example.com`;

/** Fills the sign-up form and waits for the verification dialog. */
export async function fillSignUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill('Kavya');
  await page.getByLabel('Last name').fill('Menon');
  await page.getByLabel('Business name').fill('Menon Textiles');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Phone').fill('9847012345');
  await page.getByLabel('Business address').fill('4 Broadway, Kochi');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('heading', { name: 'Verify Your Email' }).waitFor();
}

/** Signs a new business up in the browser, with the code read from the e-mail, and lands on the dashboard. */
export async function signUp(page: Page, email = newEmail(), password = 'secret123'): Promise<string> {
  await fillSignUp(page, email, password);
  await pasteCode(page, 'Verification code', await codeFromMail(email));
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
  return email;
}
