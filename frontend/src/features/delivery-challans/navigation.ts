import { Truck } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const deliveryChallansNavigation: NavigationItem = { path: '/delivery-challans', label: 'Delivery Challans', icon: Truck };
