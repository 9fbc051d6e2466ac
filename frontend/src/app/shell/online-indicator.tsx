import { Wifi, WifiOff } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useOnlineStatus } from '@/lib/use-online-status';

export function OnlineIndicator() {
  const online = useOnlineStatus();
  const Icon = online ? Wifi : WifiOff;
  return (
    <span
      role="status"
      className={cn('inline-flex items-center gap-1.5 text-xs font-medium', online ? 'text-success' : 'text-destructive')}
    >
      <Icon className="size-3.5" aria-hidden />
      {online ? 'Online' : 'Offline'}
    </span>
  );
}
