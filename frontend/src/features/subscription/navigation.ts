import { CreditCard } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const subscriptionNavigation: NavigationItem = { path: '/subscription', label: 'Subscription', icon: CreditCard };
