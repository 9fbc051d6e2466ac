import { Percent, Settings } from 'lucide-react';
import type { NavigationItem } from '@/components/navigation-item';

export const configNavigation: NavigationItem = { path: '/config', label: 'Configuration', icon: Settings };
export const gstSettingsNavigation: NavigationItem = { path: '/gst-settings', label: 'GST Settings', icon: Percent };
