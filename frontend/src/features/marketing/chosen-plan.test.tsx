import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { ChosenPlanNotice } from './components/ChosenPlanNotice';
import { FeatureGrid } from './components/FeatureGrid';
import { Pricing } from './components/Pricing';
import { CHOSEN_PLAN_STORAGE_KEY } from './chosen-plan';

afterEach(() => sessionStorage.clear());

describe('pricing leads to sign-up with the plan remembered', () => {
  it('each Get Started link names its plan', () => {
    renderWithProviders(<Pricing />);
    expect(screen.getByRole('link', { name: 'Get started with the Premium Campaign plan' }).getAttribute('href')).toBe('/register?plan=plan_premium');
    expect(screen.getByRole('link', { name: 'Get started with the Basic plan' }).getAttribute('href')).toBe('/register?plan=plan_1_year');
  });

  it('the sign-up screen shows the chosen plan and keeps it for the tab', () => {
    const { unmount } = renderWithProviders(<ChosenPlanNotice />, { route: '/register?plan=plan_2_year' });
    expect(screen.getByRole('status').textContent).toContain('Plan chosen: Professional, ₹2,500 / 2 years');
    expect(sessionStorage.getItem(CHOSEN_PLAN_STORAGE_KEY)).toBe('plan_2_year');
    unmount();

    renderWithProviders(<ChosenPlanNotice />, { route: '/register' });
    expect(screen.getByRole('status').textContent).toContain('Professional');
  });

  it('ignores a plan id that does not exist', () => {
    renderWithProviders(<ChosenPlanNotice />, { route: '/register?plan=plan_free_forever' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(sessionStorage.getItem(CHOSEN_PLAN_STORAGE_KEY)).toBeNull();
  });
});

describe('the landing page claims only what Hisaab does', () => {
  it('features not built yet carry "Coming soon"', () => {
    renderWithProviders(<FeatureGrid />);
    for (const title of ['Recurring invoices']) {
      expect(within(screen.getByRole('heading', { name: new RegExp(title) })).getByText('Coming soon')).toBeTruthy();
    }
    // Built: shown as available.
    expect(within(screen.getByRole('heading', { name: /Delivery challans/ })).queryByText('Coming soon')).toBeNull();
    expect(screen.queryByText(/leads/i)).toBeNull();
  });

  it('plan cards list no feature that is still being built', () => {
    renderWithProviders(<Pricing />);
    const features = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(features.filter((text) => (/\blead|challan|recurring|campaign/i.test(text) || /\bAI\b/.test(text)) && !/coming soon/i.test(text))).toEqual([]);
  });
});
