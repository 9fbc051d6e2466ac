import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorDescription } from '@/lib/api-client';

/** Renders the form once its saved values are read; skeleton fields meanwhile, a retry on failure. */
export function SettingsLoader<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.data) return children(query.data);
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border bg-background p-6">
        <p className="text-sm">{errorDescription(query.error, 'Could not load your settings.')}</p>
        <Button variant="outline" onClick={() => query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 rounded-xl border bg-background p-6 sm:grid-cols-2" aria-busy>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2">
          <Skeleton className="h-4 w-24" />
          <Skeleton className="h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
