import { TrendingUp } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const salesNavigation: NavigationItem = { path: '/sales', label: 'Sales', icon: TrendingUp };
