import type { ComponentProps } from 'react';
import { OFFERED_STATES } from '@hisaab/gst';
import { Select } from '@/components/ui/select';

interface StateSelectProps extends Omit<ComponentProps<typeof Select>, 'children'> {
  /** Offer 'Other Countries (96)' too: a place of supply for exports, never a business's state. */
  includeExports?: boolean;
  /** The text of the empty choice. */
  placeholder?: string;
}

/** Indian states and union territories by name, valued by GST state code ('33'). */
export function StateSelect({ includeExports = false, placeholder = 'Select state', ...props }: StateSelectProps) {
  return (
    <Select {...props}>
      <option value="">{placeholder}</option>
      {OFFERED_STATES.filter((state) => includeExports || !state.exportOnly).map((state) => (
        <option key={state.code} value={state.code}>
          {state.name} ({state.code})
        </option>
      ))}
    </Select>
  );
}
