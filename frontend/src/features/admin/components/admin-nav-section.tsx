import { useQuery } from '@tanstack/react-query';
import { NavLink } from 'react-router-dom';
import { Shield } from 'lucide-react';
import { eligibilityQuery } from '../api';

/** Spec part 1 §4: an admin-eligible user sees 'Master Admin' or 'Admin Access', linking to /admin-login. */
export function AdminNavSection({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { data } = useQuery(eligibilityQuery());
  if (!data?.eligible) return null;
  return (
    <NavLink to="/admin-login" onClick={onNavigate} className={className}>
      <Shield className="size-4" aria-hidden />
      {data.isMaster ? 'Master Admin' : 'Admin Access'}
    </NavLink>
  );
}
