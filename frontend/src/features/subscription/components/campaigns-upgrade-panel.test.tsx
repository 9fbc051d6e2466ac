import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { SubscriptionStatusResponse } from '@hisaab/contracts';
import { renderWithProviders } from '@/test/render';
import { CampaignsUpgradePanel } from './campaigns-upgrade-panel';
import { PlanCard } from './plan-card';

const status: SubscriptionStatusResponse = {
  hasActiveSubscription: false,
  subscription: null,
  trial: { isTrialActive: true, daysRemaining: 3, trialStartDate: '2026-11-01T00:00:00.000Z', trialEndDate: '2026-11-08T00:00:00.000Z' },
  hasAccess: true,
  canUseCampaigns: false,
  paymentsConfigured: true,
};

describe('campaigns are sold honestly (not built yet)', () => {
  it('the upgrade panel keeps the spec heading and says campaigns are coming soon', () => {
    renderWithProviders(<CampaignsUpgradePanel status={status} />);
    expect(screen.getByRole('heading', { name: 'Upgrade to Premium Campaign Plan - ₹5000/year' })).toBeTruthy();
    expect(screen.getByText(/campaigns to your customers \(coming soon\)/)).toBeTruthy();
    expect(screen.getByText(/3 days remaining/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Plans' }).getAttribute('href')).toBe('/subscription');
  });

  it('the plan card lists a coming-soon feature without a tick', () => {
    renderWithProviders(
      <PlanCard
        plan={{ id: 'plan_premium', name: 'Premium Campaign', duration: 12, price: 5000, features: ['GST invoices and PDFs', 'Marketing campaigns (coming soon)'], includesCampaigns: true }}
        action="Choose Plan"
        processing={false}
        disabled={false}
        onChoose={() => undefined}
      />,
    );
    const item = screen.getByText('Marketing campaigns (coming soon)');
    expect(item.className).toContain('text-muted-foreground');
    expect(screen.getByText('GST invoices and PDFs').className).not.toContain('text-muted-foreground');
  });
});
