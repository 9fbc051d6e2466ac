import type { ComponentProps } from 'react';
import { selectableGstRates } from '@hisaab/gst';
import { Select } from '@/components/ui/select';
import { todayInIndia } from '@/lib/calendar';

/**
 * The GST slabs of a document date (GST 2.0 from 22 Sep 2025), plus the value already chosen, so an
 * older record keeps its 12% or 28% without it being offered for new ones.
 */
export function gstRateChoices(date: string, current?: number): number[] {
  const rates = new Set(slabsOf(date));
  if (current !== undefined && Number.isFinite(current)) rates.add(current);
  return [...rates].sort((a, b) => a - b);
}

/** A half-typed or cleared date box falls back to today's slabs. */
function slabsOf(date: string): readonly number[] {
  try {
    return selectableGstRates(date);
  } catch {
    return selectableGstRates(todayInIndia());
  }
}

interface GstRateSelectProps extends Omit<ComponentProps<typeof Select>, 'children'> {
  /** The document's date, 'YYYY-MM-DD'. */
  date: string;
  /** The rate the record carries now, kept even when no longer a slab. */
  current?: number;
}

export function GstRateSelect({ date, current, ...props }: GstRateSelectProps) {
  return (
    <Select {...props}>
      {gstRateChoices(date, current).map((rate) => (
        <option key={rate} value={String(rate)}>
          {rate}%
        </option>
      ))}
    </Select>
  );
}
