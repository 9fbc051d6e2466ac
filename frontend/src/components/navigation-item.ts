import type { LucideIcon } from 'lucide-react';

/** One sidebar entry. Each feature declares its own; app/shell/navigation.ts lists them in order. */
export interface NavigationItem {
  path: string;
  label: string;
  icon: LucideIcon;
}
