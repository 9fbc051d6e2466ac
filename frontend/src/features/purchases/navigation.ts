import { ReceiptIndianRupee } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const purchasesNavigation: NavigationItem = { path: '/expenses', label: 'Expenses & Purchases', icon: ReceiptIndianRupee };
