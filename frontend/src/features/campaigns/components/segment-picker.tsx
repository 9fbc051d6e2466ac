import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { customerOptionsQuery } from '@/components/pickers/customer-picker';
import { FieldError } from '@/components/ui/form-field';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface ChosenCustomer {
  id: string;
  name: string;
}

/** custom_segment: search the business's customers and tick the ones the campaign goes to. */
export function SegmentPicker({ value, onChange, error }: { value: ChosenCustomer[]; onChange: (customers: ChosenCustomer[]) => void; error?: string }) {
  const [text, setText] = useState('');
  const { data, isFetching } = useQuery(customerOptionsQuery(useDebouncedValue(text.trim(), 250)));
  const chosen = new Set(value.map((c) => c.id));
  const toggle = (customer: ChosenCustomer) => onChange(chosen.has(customer.id) ? value.filter((c) => c.id !== customer.id) : [...value, { id: customer.id, name: customer.name }]);

  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={error ? 'segment-error' : undefined}>
      <legend className="mb-2 text-sm font-medium">Customers ({value.length} selected)</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Selected customers">
          {value.map((customer) => (
            <li key={customer.id} className="flex items-center gap-1 rounded-full bg-muted py-1 pr-1 pl-3 text-xs">
              {customer.name}
              <button type="button" className="rounded-full p-1 hover:bg-border" aria-label={`Remove ${customer.name}`} onClick={() => toggle(customer)}>
                <X className="size-3" aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      <SearchInput aria-label="Search customers to add" placeholder="Search customers" value={text} onChange={(event) => setText(event.target.value)} />
      <ul className="max-h-44 overflow-y-auto rounded-md border" aria-busy={isFetching}>
        {(data?.items ?? []).map((customer) => (
          <li key={customer.id} className="border-b last:border-b-0">
            <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm hover:bg-muted">
              <input type="checkbox" className="size-4 accent-primary" checked={chosen.has(customer.id)} onChange={() => toggle(customer)} />
              {customer.name}
            </label>
          </li>
        ))}
        {data && !data.items.length && <li className="px-3 py-2 text-sm text-muted-foreground">No customers found.</li>}
      </ul>
      <FieldError id="segment-error" message={error} />
    </fieldset>
  );
}
