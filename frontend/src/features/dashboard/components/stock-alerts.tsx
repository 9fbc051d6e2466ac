import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from '@/components/ui/button';
import { lowStockQuery, STOCK_ALERTS } from '../api';
import { AlertListCard } from './alert-list-card';

/** Shown only while some product is at or below its reorder level. */
export function StockAlerts() {
  const { data } = useQuery(lowStockQuery());
  return (
    <AlertListCard
      title="Stock Alerts"
      icon={<AlertTriangle className="size-5 text-warning" aria-hidden />}
      className="border-yellow-200"
      items={(data ?? []).slice(0, STOCK_ALERTS)}
      keyOf={(product) => product.id}
      render={(product) => ({
        title: product.name,
        detail: <p className="text-sm text-muted-foreground">{product.stock > 0 ? `Only ${product.stock} left` : 'Out of Stock'}</p>,
        aside: (
          <Link to={`/inventory?restock=${product.id}`} className={buttonClasses('outline', 'sm')} aria-label={`Reorder ${product.name}`}>
            Reorder
          </Link>
        ),
      })}
    />
  );
}
