import { DATE_PRESET_LABELS, DATE_PRESETS, presetRange, type DatePreset, type DateRange } from '@/lib/date-ranges';
import { todayInIndia } from '@/lib/calendar';
import { DateInput } from '@/components/ui/date-input';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';

export interface Period extends DateRange {
  preset: DatePreset;
}

/** Custom dates typed the wrong way round are read the right way round. */
export function orderedRange({ from, to }: DateRange): DateRange {
  return from && to && from > to ? { from: to, to: from } : { from, to };
}

export const initialPeriod = (preset: DatePreset = 'this_financial_year'): Period => ({ preset, ...presetRange(preset, todayInIndia()) });

interface PeriodFilterProps {
  value: Period;
  onChange: (period: Period) => void;
  /** The presets offered (all of them unless given). */
  presets?: readonly DatePreset[];
}

/** A preset (this month … last financial year), or custom dates; lists and reports share it. */
export function PeriodFilter({ value, onChange, presets = DATE_PRESETS }: PeriodFilterProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="Period" className="w-full sm:w-48">
        <Select
          value={value.preset}
          onChange={(event) => {
            const preset = event.target.value as DatePreset;
            onChange(preset === 'custom' ? { ...value, preset } : { preset, ...presetRange(preset, todayInIndia()) });
          }}
        >
          {presets.map((preset) => (
            <option key={preset} value={preset}>
              {DATE_PRESET_LABELS[preset]}
            </option>
          ))}
        </Select>
      </FormField>
      {value.preset === 'custom' && (
        <>
          <FormField label="From" className="w-[calc(50%-0.375rem)] sm:w-40">
            <DateInput name="from" value={value.from} onChange={(event) => onChange({ ...value, from: event.target.value })} />
          </FormField>
          <FormField label="To" className="w-[calc(50%-0.375rem)] sm:w-40">
            <DateInput name="to" value={value.to} onChange={(event) => onChange({ ...value, to: event.target.value })} />
          </FormField>
        </>
      )}
    </div>
  );
}
