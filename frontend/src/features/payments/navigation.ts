import { IndianRupee } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const paymentsNavigation: NavigationItem = { path: '/payments', label: 'Payments', icon: IndianRupee };
