import { Badge } from '@/components/ui/badge';
import { STOCK_BADGES, stockStatus } from '../rules';

export function StockBadge({ stock, reorderLevel }: { stock: number; reorderLevel: number }) {
  const { label, variant } = STOCK_BADGES[stockStatus(stock, reorderLevel)];
  return <Badge variant={variant}>{label}</Badge>;
}
