import { Repeat } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const recurringNavigation: NavigationItem = { path: '/recurring-invoices', label: 'Recurring Invoices', icon: Repeat };
