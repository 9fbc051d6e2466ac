import type { ReactNode } from 'react';
import { NavLink, Link } from 'react-router-dom';
import { LogOut, UserX } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { UserDto } from '@hisaab/contracts';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { AdminNavSection, clearAdminSession } from '@/features/admin';
import { useLogout } from '@/features/auth';
import { POLICY_LINKS } from '@/features/marketing';
import { isAccessLocked, subscriptionStatusQuery } from '@/features/subscription';
import { NAVIGATION } from './navigation';
import { OnlineIndicator } from './online-indicator';
import { PlanBadge } from './plan-badge';
import { UserCard } from './user-card';

interface SidebarProps {
  user: UserDto;
  /** Called after a link is followed, so the mobile drawer can close. */
  onNavigate?: () => void;
  /** The drawer's close button, placed beside the product name. */
  closeButton?: ReactNode;
}

const itemClasses = 'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors';

export function Sidebar({ user, onNavigate, closeButton }: SidebarProps) {
  const { data: status } = useQuery(subscriptionStatusQuery());
  const logout = useLogout();
  const locked = isAccessLocked(status);

  return (
    <div className="flex h-full flex-col gap-4 bg-background">
      <div className="flex items-center gap-3 px-4 pt-5">
        <BrandMark />
        <div className="min-w-0 flex-1">
          <p className="text-lg leading-tight font-bold tracking-tight">Hisaab</p>
          <p className="text-xs leading-snug text-muted-foreground">Business Management & GST Compliance</p>
        </div>
        {closeButton}
      </div>

      <div className="flex items-center justify-between gap-2 px-4">
        <div className="flex items-center gap-2">
          <PlanBadge status={status} />
          {status && !status.canUseCampaigns && (
            <Link to="/subscription" onClick={onNavigate} className="inline-flex min-h-6 items-center text-xs font-semibold text-primary hover:underline">
              Upgrade
            </Link>
          )}
        </div>
        <OnlineIndicator />
      </div>

      <nav aria-label="Main" className="flex-1 overflow-y-auto px-3">
        <ul className="flex flex-col gap-1">
          {NAVIGATION.map(({ path, label, icon: Icon }) => (
            <li key={path}>
              {locked && path !== '/subscription' ? (
                // Locked: shown so the person sees what a plan unlocks, but not followable; Subscription is how it opens.
                <span aria-disabled className={cn(itemClasses, 'cursor-not-allowed text-muted-foreground opacity-50')}>
                  <Icon className="size-4" aria-hidden />
                  {label}
                </span>
              ) : (
                <NavLink
                  to={path}
                  end={path === '/'}
                  onClick={onNavigate}
                  className={({ isActive }) =>
                    cn(itemClasses, isActive ? 'bg-accent text-accent-foreground' : 'text-muted-foreground hover:bg-muted hover:text-foreground')
                  }
                >
                  <Icon className="size-4" aria-hidden />
                  {label}
                </NavLink>
              )}
            </li>
          ))}
        </ul>
        <AdminNavSection onNavigate={onNavigate} className={cn(itemClasses, 'mt-4 text-muted-foreground hover:bg-muted hover:text-foreground')} />
      </nav>

      <div className="flex flex-col gap-3 border-t px-4 py-4">
        <UserCard user={user} />
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          loading={logout.isPending}
          onClick={() => {
            // The admin session ends with the sign-in on the server; the stored value goes too.
            clearAdminSession();
            logout.mutate();
          }}
        >
          {!logout.isPending && <LogOut className="size-4" aria-hidden />}
          {logout.isPending ? 'Logging out...' : 'Logout'}
        </Button>
        {/* Beside the account's other way out; followable while locked too (the server keeps deletion and export open). */}
        <Link
          to="/delete-account"
          onClick={onNavigate}
          className="inline-flex min-h-6 items-center gap-2 self-start text-xs text-muted-foreground hover:text-destructive hover:underline"
        >
          <UserX className="size-3.5" aria-hidden />
          Delete account
        </Link>
        <nav aria-label="Policies" className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
          {POLICY_LINKS.map((link) => (
            // min-h-6: a 24 px tall target (WCAG 2.2 target size) even for one line of small print.
            <Link key={link.to} to={link.to} onClick={onNavigate} className="inline-flex min-h-6 items-center hover:text-foreground hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
      </div>
    </div>
  );
}
