import { MessageSquare } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const communicationsNavigation: NavigationItem = { path: '/communications', label: 'Communications', icon: MessageSquare };
