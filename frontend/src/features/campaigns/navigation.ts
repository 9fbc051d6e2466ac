import { Megaphone } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const campaignsNavigation: NavigationItem = { path: '/campaigns', label: 'Campaigns', icon: Megaphone };
