import { queryOptions, useQuery } from '@tanstack/react-query';
import { Combobox } from '@/components/ui/combobox';
import { apiRequest } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { withQuery, type Page } from '@/lib/page';
import { queryRoots } from '@/lib/query-keys';
import { useDebouncedValue } from '@/lib/use-debounced-value';

/** What a document line (invoice, recurring template) takes from an inventory product. */
export interface ProductOption {
  id: string;
  name: string;
  price: number;
  gstRate: number;
  hsnCode: string | null;
  unit: string;
  stockQuantity: number;
}

const OPTIONS_LIMIT = 20;

export const productOptionsQuery = (search: string) =>
  queryOptions({
    queryKey: [queryRoots.products, 'options', search] as const,
    queryFn: ({ signal }) =>
      apiRequest<Page<ProductOption>>('GET', withQuery(queryRoots.products, { search, limit: OPTIONS_LIMIT }), undefined, { signal }),
    placeholderData: (previous) => previous,
  });

interface ProductNameFieldProps {
  value: string;
  /** Free text: a product or service not kept in inventory. */
  onTextChange: (text: string) => void;
  onPick: (product: ProductOption) => void;
  onBlur: () => void;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A line's product: type any name, or pick an inventory product to fill its rate, GST, HSN and unit. */
export function ProductNameField({ value, onTextChange, onPick, ...props }: ProductNameFieldProps) {
  const search = useDebouncedValue(value.trim(), 250);
  const { data, isFetching } = useQuery(productOptionsQuery(search));
  const products = data?.items ?? [];

  return (
    <Combobox
      {...props}
      value={value}
      placeholder="Product or service"
      emptyText="Not in inventory: billed as typed"
      loading={isFetching}
      onInputChange={onTextChange}
      options={products.map((product) => ({
        id: product.id,
        label: product.name,
        detail: `${formatRupees(product.price)} · GST ${product.gstRate}% · ${product.stockQuantity} ${product.unit} in stock`,
      }))}
      onSelect={(option) => {
        const product = products.find((candidate) => candidate.id === option.id);
        if (product) onPick(product);
      }}
    />
  );
}
