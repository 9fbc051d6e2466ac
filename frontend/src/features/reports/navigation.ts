import { FileBarChart } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const reportsNavigation: NavigationItem = { path: '/reports', label: 'Reports', icon: FileBarChart };
