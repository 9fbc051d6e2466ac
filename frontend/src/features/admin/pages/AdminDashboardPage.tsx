import { useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { CreditCard, RefreshCw, ShieldAlert, ShieldCheck, Timer, Users } from 'lucide-react';
import type { AdminUserView, PlanResponse } from '@hisaab/contracts';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { LoadMore } from '@/components/ui/load-more';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Select } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { PageSpinner } from '@/components/ui/spinner';
import { StatCard } from '@/components/ui/stat-card';
import { errorDescription } from '@/lib/api-client';
import { formatDate, formatRupees } from '@/lib/format';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { adminKeys, adminUsersQuery, eligibilityQuery, plansQuery, summaryQuery, useUserAction } from '../api';
import { AuditLog } from '../components/audit-log';
import { ReasonButton } from '../components/reason-button';
import { TotpEnrolment } from '../components/totp-enrolment';
import { getAdminSession, roleAction, statusBadge, type AdminStatusBadge, type RoleChange } from '../session';

const BADGE: Record<AdminStatusBadge, BadgeVariant> = { Admin: 'default', Subscribed: 'success', Trial: 'warning', Free: 'secondary' };

/** /admin (docs/spec/part-2.md §2): the counters, every user, roles for admins, plans and trials for the master. */
export default function AdminDashboardPage() {
  const navigate = useNavigate();
  const eligibility = useQuery(eligibilityQuery());
  const isMaster = eligibility.data?.isMaster === true;
  const hasAccess = eligibility.isSuccess && (isMaster || getAdminSession() !== null);

  if (eligibility.isPending) return <PageSpinner />;
  if (!hasAccess) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <ShieldAlert className="size-10 text-muted-foreground" aria-hidden />
        <h1 className="text-2xl font-bold">Admin Access Required</h1>
        <p className="text-muted-foreground">Verify your admin access to manage users.</p>
        <Button onClick={() => navigate('/admin-login')}>Go to Admin Login</Button>
      </div>
    );
  }
  return <Dashboard isMaster={isMaster} viewerEmail={eligibility.data.email} totpEnrolled={eligibility.data.totpEnrolled} />;
}

function Dashboard({ isMaster, viewerEmail, totpEnrolled }: { isMaster: boolean; viewerEmail: string; totpEnrolled: boolean }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const summary = useQuery(summaryQuery());
  const users = useInfiniteQuery(adminUsersQuery(useDebouncedValue(search.trim())));
  const action = useUserAction();
  const [dialog, setDialog] = useState<{ kind: 'trial' | 'subscription'; user: AdminUserView } | null>(null);
  // A role change gives or takes the admin area at once: asked first, like the other screens' lasting changes.
  const [roleChange, setRoleChange] = useState<{ kind: RoleChange; user: AdminUserView } | null>(null);
  const rows = users.data?.pages.flatMap((page) => page.items) ?? [];
  const now = new Date();
  // A session the server ended (idle, expired, role removed) was forgotten by the API client: back to the login.
  if (!isMaster && getAdminSession() === null) {
    return (
      <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
        <h1 className="text-2xl font-bold">Admin Access Required</h1>
        <Button onClick={() => navigate('/admin-login')}>Go to Admin Login</Button>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={isMaster ? 'Master Admin - Full System Control' : 'Admin - User Management'}
        actions={
          <Button variant="outline" onClick={() => queryClient.invalidateQueries({ queryKey: adminKeys.all })}>
            <RefreshCw className="size-4" aria-hidden /> Refresh
          </Button>
        }
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard title="Total Users" icon={Users} value={summary.data?.totalUsers ?? '—'} loading={summary.isPending} />
        <StatCard title="Active Subscriptions" icon={CreditCard} value={summary.data?.activeSubscriptions ?? '—'} loading={summary.isPending} />
        <StatCard title="Active Trials" icon={Timer} value={summary.data?.activeTrials ?? '—'} loading={summary.isPending} />
        <StatCard title="Admin Users" icon={ShieldCheck} value={summary.data?.adminUsers ?? '—'} loading={summary.isPending} />
      </div>
      <SearchInput aria-label="Search users" placeholder="Search by name, email or business" value={search} onChange={(event) => setSearch(event.target.value)} className="max-w-md" />
      {users.isError && (
        <p role="alert" className="text-sm text-destructive">
          {errorDescription(users.error, 'Failed to load users')}
        </p>
      )}
      <Card className="overflow-x-auto">
        <table className="w-full text-sm">
          <thead className="text-left text-muted-foreground">
            <tr>
              {['User', 'Business', 'Status', 'Subscription', 'Trial', 'Actions'].map((column) => (
                <th key={column} className="p-3 font-medium">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const badge = statusBadge(row, now);
              const role = roleAction(row, viewerEmail);
              return (
                <tr key={row.id} className="border-t align-top">
                  <td className="p-3">
                    <div className="font-medium">
                      {row.firstName} {row.lastName}
                    </div>
                    <div className="text-muted-foreground">{row.email}</div>
                  </td>
                  <td className="p-3">{row.businessName || 'N/A'}</td>
                  <td className="p-3">
                    <Badge variant={BADGE[badge]}>{badge}</Badge>
                  </td>
                  <td className="p-3">{row.subscription ? `${row.subscription.planName} · Until ${formatDate(row.subscription.endDate)}` : 'No subscription'}</td>
                  <td className="p-3">{row.trial.isTrialActive ? `Active · Until ${formatDate(row.trial.trialEndDate)}` : 'Inactive'}</td>
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      {role && (
                        <ReasonButton
                          size="sm"
                          variant="outline"
                          aria-label={`${role.kind === 'make-admin' ? 'Make Admin' : 'Remove Admin'}: ${row.email}`}
                          disabledReason={role.reason}
                          onClick={() => setRoleChange({ kind: role.kind, user: row })}
                        >
                          {role.kind === 'make-admin' ? 'Make Admin' : 'Remove Admin'}
                        </ReasonButton>
                      )}
                      {isMaster && (
                        <>
                          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'subscription', user: row })}>
                            Set Subscription
                          </Button>
                          <Button size="sm" variant="outline" onClick={() => setDialog({ kind: 'trial', user: row })}>
                            Set Trial
                          </Button>
                        </>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </Card>
      <LoadMore query={users} />
      {/* The master needs no step-up; an admin may replace the e-mailed code with an app. */}
      {isMaster ? <AuditLog /> : <TotpEnrolment enrolled={totpEnrolled} />}
      <ConfirmDialog
        open={roleChange !== null}
        onOpenChange={(open) => !open && !action.isPending && setRoleChange(null)}
        title={roleChange?.kind === 'remove-admin' ? 'Remove admin role?' : 'Make this user an admin?'}
        description={
          roleChange?.kind === 'remove-admin'
            ? `${roleChange.user.email} loses the admin area at once, and any admin session of theirs ends.`
            : `${roleChange?.user.email ?? ''} gets the admin area: every user, and the admin role of others. They reach it with a verification code.`
        }
        confirmLabel={roleChange?.kind === 'remove-admin' ? 'Remove Admin' : 'Make Admin'}
        confirmVariant={roleChange?.kind === 'remove-admin' ? 'destructive' : 'default'}
        pending={action.isPending}
        onConfirm={() => roleChange && action.mutate(roleChange, { onSettled: () => setRoleChange(null) })}
      />
      {dialog?.kind === 'subscription' && <SubscriptionDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'trial' && <TrialDialog user={dialog.user} onClose={() => setDialog(null)} />}
    </div>
  );
}

/** Spec §5: plan and amount required; the amount is parsed as an integer (rupees), prefilled with the chosen plan's price. */
function SubscriptionDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const plans = useQuery(plansQuery());
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set subscription for {user.email}</DialogTitle>
        </DialogHeader>
        {plans.isPending ? (
          <div className="flex flex-col gap-4" aria-busy>
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : plans.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {errorDescription(plans.error, 'Could not load the plans.')}
          </p>
        ) : (
          <SubscriptionForm user={user} plans={plans.data} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function SubscriptionForm({ user, plans, onClose }: { user: AdminUserView; plans: PlanResponse[]; onClose: () => void }) {
  const action = useUserAction();
  const [planId, setPlanId] = useState<string>(plans[0]?.id ?? '');
  const [amount, setAmount] = useState(plans[0] ? String(plans[0].price) : '');
  const parsed = Number.parseInt(amount, 10);
  const choose = (id: string) => {
    setPlanId(id);
    const plan = plans.find((p) => p.id === id);
    if (plan) setAmount(String(plan.price));
  };
  return (
    <>
      <FormField label="Plan">
        <Select value={planId} onChange={(event) => choose(event.target.value)}>
          {plans.map((plan) => (
            <option key={plan.id} value={plan.id}>
              {plan.name} ({formatRupees(plan.price)} / {plan.duration} months)
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Amount (₹)">
        <Input inputMode="numeric" value={amount} onChange={(event) => setAmount(event.target.value)} />
      </FormField>
      <DialogFooter>
        <Button
          loading={action.isPending}
          disabled={!planId || Number.isNaN(parsed)}
          onClick={() => action.mutate({ kind: 'subscription', user, body: { planId, amount: parsed } }, { onSuccess: onClose })}
        >
          Save
        </Button>
      </DialogFooter>
    </>
  );
}

function TrialDialog({ user, onClose }: { user: AdminUserView; onClose: () => void }) {
  const action = useUserAction();
  const [isTrialActive, setActive] = useState(user.trial.isTrialActive);
  const [trialStartDate, setStart] = useState(user.trial.trialStartDate.slice(0, 10));
  const [trialEndDate, setEnd] = useState(user.trial.trialEndDate.slice(0, 10));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set trial for {user.email}</DialogTitle>
        </DialogHeader>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={isTrialActive} onChange={(event) => setActive(event.target.checked)} /> Trial active
        </label>
        <FormField label="Trial start">
          <Input type="date" value={trialStartDate} onChange={(event) => setStart(event.target.value)} />
        </FormField>
        <FormField label="Trial end">
          <Input type="date" value={trialEndDate} onChange={(event) => setEnd(event.target.value)} />
        </FormField>
        <DialogFooter>
          <Button loading={action.isPending} onClick={() => action.mutate({ kind: 'trial', user, body: { isTrialActive, trialStartDate, trialEndDate } }, { onSuccess: onClose })}>
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
