import { FileText } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const invoicesNavigation: NavigationItem = { path: '/invoices', label: 'Invoices', icon: FileText };
