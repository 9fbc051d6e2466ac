import { LayoutDashboard } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const dashboardNavigation: NavigationItem = { path: '/', label: 'Dashboard', icon: LayoutDashboard };
