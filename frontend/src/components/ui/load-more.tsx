import { cn } from '@/lib/cn';
import { Button } from './button';

interface LoadMoreProps {
  /** The paged list's infinite query. */
  query: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
  className?: string;
}

/** The foot of a paged list: 'Load more' while the API has another page. */
export function LoadMore({ query, className }: LoadMoreProps) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cn('flex justify-center', className ?? 'border-t p-4')}>
      <Button variant="outline" loading={query.isFetchingNextPage} onClick={() => query.fetchNextPage()}>
        Load more
      </Button>
    </div>
  );
}
