import { Users } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const customersNavigation: NavigationItem = { path: '/customers', label: 'Customers', icon: Users };
