import { describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { fireEvent, screen } from '@testing-library/react';
import { ACCOUNT_DELETION } from '@hisaab/contracts';
import { renderWithProviders } from '@/test/render';
import { Faq } from './components/Faq';
import { Pricing } from './components/Pricing';
import CancellationRefundPage from './pages/CancellationRefundPage';
import PrivacyPolicyPage from './pages/PrivacyPolicyPage';
import TermsConditionsPage from './pages/TermsConditionsPage';

/** The page's whole text, and each FAQ answer's (the accordion shows one at a time). */
function textOf(ui: ReactElement): string {
  const { container, unmount } = renderWithProviders(ui);
  const texts = [container.textContent ?? ''];
  for (const trigger of container.querySelectorAll('button[aria-expanded]')) {
    fireEvent.click(trigger);
    texts.push(container.textContent ?? '');
  }
  unmount();
  return texts.join(' ').replace(/\s+/g, ' ');
}

/** Every sentence that says "coming soon". */
const comingSoonSentences = (text: string) => text.split(/(?<=[.;:])\s/).filter((sentence) => /coming soon/i.test(sentence));

const PUBLIC_TEXTS: readonly [string, () => ReactElement][] = [
  ['pricing', () => <Pricing />],
  ['FAQ', () => <Faq />],
  ['Privacy Policy', () => <PrivacyPolicyPage />],
  ['Terms & Conditions', () => <TermsConditionsPage />],
  ['Cancellation & Refund', () => <CancellationRefundPage />],
];

describe('public texts say what the app does today', () => {
  it.each(PUBLIC_TEXTS)('%s: only features not built yet are "coming soon"', (_name, ui) => {
    const sentences = comingSoonSentences(textOf(ui()));
    expect(sentences.filter((sentence) => /delete|export|buy|plan in the app|purchase|support/i.test(sentence))).toEqual([]);
    expect(sentences.filter((sentence) => !/campaign|challan|recurring|report|\bAI\b/i.test(sentence))).toEqual([]);
  });

  it('pricing says plans are bought in the app, through Razorpay', () => {
    renderWithProviders(<Pricing />);
    expect(screen.getByText(/buy a plan on the Subscription page in the app, paid securely through Razorpay/)).toBeTruthy();
  });

  it.each(PUBLIC_TEXTS.slice(1))('%s: the Delete Account page, the grace days and signing in to cancel', (_name, ui) => {
    const text = textOf(ui());
    expect(text).toContain('Delete Account page in the app');
    expect(text).toContain(`${ACCOUNT_DELETION.graceDays} days`);
    if (!/Cancellation/.test(_name)) expect(text).toMatch(/signing in again before then cancels the deletion/);
  });

  it('FAQ and Privacy Policy give the GST record-keeping period', () => {
    for (const ui of [<Faq key="faq" />, <PrivacyPolicyPage key="privacy" />]) {
      expect(textOf(ui)).toContain(`${ACCOUNT_DELETION.gstRecordRetentionMonths} months`);
    }
  });
});
