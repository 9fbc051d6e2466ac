import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card';
import { Skeleton } from './skeleton';

interface StatCardProps {
  title: string;
  icon: LucideIcon;
  value: ReactNode;
  /** A line under the figure: its period, its change, what it counts. */
  hint?: ReactNode;
  loading?: boolean;
}

export function StatCard({ title, icon: Icon, value, hint, loading }: StatCardProps) {
  return (
    <Card className="p-5">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </div>
      {loading ? (
        <>
          <Skeleton className="mt-3 h-7 w-32" />
          <Skeleton className="mt-2 h-4 w-24" />
        </>
      ) : (
        <>
          <p className="mt-2 text-2xl font-bold tracking-tight break-words">{value}</p>
          {hint && <div className="mt-1 text-xs text-muted-foreground">{hint}</div>}
        </>
      )}
    </Card>
  );
}
