import { useState } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Combobox } from '@/components/ui/combobox';
import { FormField } from '@/components/ui/form-field';
import { apiRequest } from '@/lib/api-client';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** Customers offered as the user types (name, phone or GSTIN): invoices, recurring templates. */
export interface CustomerOption {
  id: string;
  name: string;
  gstNumber: string | null;
  stateCode: string | null;
  address: string | null;
  city: string | null;
  /** Invoices to an SEZ unit carry IGST even within the state. */
  sezUnit: boolean;
}

const OPTIONS_LIMIT = 20;

export const customerOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: [queryRoots.customers, 'options', search] as const,
    queryFn: ({ signal }) =>
      apiRequest<Page<CustomerOption>>('GET', withQuery(queryRoots.customers, { search, limit: OPTIONS_LIMIT }), undefined, { signal }),
    placeholderData: (previous) => previous,
  });

interface CustomerFieldProps {
  /** The chosen customer's name, when the form opens with one (a draft being edited). */
  initialText?: string;
  error?: string;
  onChange: (customer: CustomerOption | null) => void;
  onBlur: () => void;
}

/** Type part of a name, phone or GSTIN and pick the customer; typing again clears the choice. */
export function CustomerField({ initialText = '', error, onChange, onBlur }: CustomerFieldProps) {
  const [text, setText] = useState(initialText);
  const search = useDebouncedValue(text.trim(), 250);
  const { data, isFetching } = useQuery(customerOptionsQuery(search));
  const customers = data?.items ?? [];

  return (
    <FormField label="Customer" error={error}>
      <Combobox
        value={text}
        placeholder="Search customers"
        emptyText="No customers found. Add one on the Customers screen."
        loading={isFetching}
        onBlur={onBlur}
        onInputChange={(value) => {
          setText(value);
          onChange(null);
        }}
        options={customers.map((customer) => ({
          id: customer.id,
          label: customer.name,
          detail: [customer.gstNumber, customer.sezUnit && 'SEZ unit', customer.city].filter(Boolean).join(' · ') || undefined,
        }))}
        onSelect={(option) => {
          setText(option.label);
          onChange(customers.find((customer) => customer.id === option.id) ?? null);
        }}
      />
    </FormField>
  );
}
