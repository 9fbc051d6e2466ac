import type { ReactNode } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

interface AlertListCardProps<T> {
  title: string;
  /** The title's icon (decorative). */
  icon: ReactNode;
  /** The card's border colour class. */
  className?: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  /** Each row: who or what (truncated), a detail line, and something on the right. */
  render: (item: T) => { title: ReactNode; detail: ReactNode; aside: ReactNode };
}

/** A dashboard card listing a few items that need attention; nothing when there are none. */
export function AlertListCard<T>({ title, icon, className, items, keyOf, render }: AlertListCardProps<T>) {
  if (!items.length) return null;
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y">
          {items.map((item) => {
            const row = render(item);
            return (
              <li key={keyOf(item)} className="flex items-center justify-between gap-3 py-2.5">
                <div className="min-w-0">
                  <p className="truncate font-medium">{row.title}</p>
                  {row.detail}
                </div>
                {row.aside}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
