import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import { conversionRate, LeadStats } from './lead-stats';

const counts = (converted: number, all: number) => ({ all, lead: all - converted, contacted: 0, nurtured: 0, unqualified: 0, converted });

describe('lead stat cards', () => {
  it('rounds converted ÷ total to a percent, and says so when there are no leads instead of 0% or NaN', () => {
    expect(conversionRate(counts(1, 3))).toBe(33);
    expect(conversionRate(counts(2, 3))).toBe(67);
    expect(conversionRate(counts(0, 0))).toBeNull();
    renderWithProviders(<LeadStats counts={counts(0, 0)} />);
    expect(screen.getByText('No leads yet: add one to see the rate')).toBeTruthy();
    expect(screen.queryByText(/NaN|0%/)).toBeNull();
  });
});
