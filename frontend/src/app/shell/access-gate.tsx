import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { isAccessLocked, subscriptionStatusQuery } from '@/features/subscription';

/**
 * Reachable without a plan or trial: the Subscription page (how access comes back) and account
 * deletion with its data export (the server keeps both open: a lapsed owner can always take their
 * data out). The policy pages live outside the shell.
 */
const OPEN_WHEN_LOCKED = new Set(['/subscription', '/delete-account']);

/**
 * Neither a plan nor a trial (and not the exempt master admin): every other signed-in path leads
 * to the Subscription page (docs/spec/part-2.md §2). The server answers 402 to the same calls; this
 * keeps the screens from showing empty failures.
 */
export function AccessGate() {
  const { data: status } = useQuery(subscriptionStatusQuery());
  const { pathname } = useLocation();
  return isAccessLocked(status) && !OPEN_WHEN_LOCKED.has(pathname) ? <Navigate to="/subscription" replace /> : <Outlet />;
}
