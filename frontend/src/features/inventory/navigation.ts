import { Package } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const inventoryNavigation: NavigationItem = { path: '/inventory', label: 'Inventory', icon: Package };
