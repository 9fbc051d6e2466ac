import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { ADMIN_LIMITS, AdminMessages } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PageSpinner } from '@/components/ui/spinner';
import { errorDescription, isUnauthorizedError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys, eligibilityQuery, requestOtp, verifyOtp } from '../api';
import { otpInput, storeAdminSession } from '../session';

/** Spec part 2 §9: the master goes on after 1 s, a verified admin after 2 s. */
const MASTER_REDIRECT_MS = 1000;
const SUCCESS_REDIRECT_MS = 2000;

type Step = 'check' | 'otp' | 'success';

/** /admin-login (docs/spec/part-2.md §2, §4): check, then the code, then success. */
export default function AdminLoginPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const eligibility = useQuery(eligibilityQuery());
  const [step, setStep] = useState<Step>('check');
  const [otp, setOtp] = useState('');
  const [prompt, setPrompt] = useState('');
  const [busy, setBusy] = useState(false);
  /** The last 'Verification Failed' toast: stale once a code succeeds, so it is dismissed then. */
  const failure = useRef<ReturnType<typeof toast> | null>(null);
  const isMaster = eligibility.data?.isMaster === true;

  useEffect(() => {
    if (!isMaster) return;
    const timer = setTimeout(() => void navigate('/admin'), MASTER_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isMaster, navigate]);

  // Signed-out visitors never reach this route; a sign-in that ended meanwhile answers 401.
  if (eligibility.isError && isUnauthorizedError(eligibility.error)) {
    return (
      <Notice icon="denied" title="Access Denied" text="Please log in to continue.">
        <Button onClick={() => navigate('/login')}>Go to Login</Button>
      </Notice>
    );
  }
  if (eligibility.isPending) return <PageSpinner />;
  if (eligibility.isError) return <Notice icon="denied" title="Error" text={errorDescription(eligibility.error, 'Could not check admin access')} />;
  if (isMaster) return <Notice icon="ok" title="Master Admin" text="The master admin needs no code. Opening the admin dashboard…" />;
  if (!eligibility.data.eligible) {
    const reasons = [eligibility.data.hasAdminRole ? null : AdminMessages.roleRequired, eligibility.data.hasAdminDomain ? null : AdminMessages.domainRequired];
    return (
      <Notice icon="denied" title="Admin Access Restricted" text={reasons.filter(Boolean).join(' ')}>
        <Button onClick={() => navigate('/')}>Return to Dashboard</Button>
      </Notice>
    );
  }

  const sendCode = async () => {
    setBusy(true);
    try {
      const reply = await requestOtp();
      setPrompt(reply.message);
      setOtp('');
      setStep('otp');
    } catch (error) {
      toast({ title: 'Error', description: errorDescription(error, 'Failed to send the code'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    setBusy(true);
    try {
      const reply = await verifyOtp(otp);
      storeAdminSession(reply.adminSession);
      failure.current?.dismiss();
      failure.current = null;
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setStep('success');
      setTimeout(() => void navigate('/admin'), SUCCESS_REDIRECT_MS);
    } catch (error) {
      failure.current = toast({ title: 'Verification Failed', description: errorDescription(error, 'Invalid code'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  if (step === 'success') return <Notice icon="ok" title="Admin access granted" text="Opening the admin dashboard…" />;

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Admin Login</CardTitle>
          <CardDescription>{step === 'check' ? `Signed in as ${eligibility.data.email}. Verify it is you to open the admin area.` : prompt}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {step === 'check' ? (
            <Button loading={busy} onClick={sendCode}>
              {eligibility.data.totpEnrolled ? 'Continue' : 'Send Code'}
            </Button>
          ) : (
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (otp.length === ADMIN_LIMITS.otpLength) void submit();
              }}
            >
              <FormField label="Verification code">
                <Input inputMode="numeric" autoComplete="one-time-code" value={otp} onChange={(event) => setOtp(otpInput(event.target.value))} placeholder="000000" />
              </FormField>
              <Button type="submit" loading={busy} disabled={otp.length !== ADMIN_LIMITS.otpLength}>
                Verify
              </Button>
              <div className="flex justify-between">
                <Button variant="ghost" onClick={() => setStep('check')}>
                  Back
                </Button>
                {!eligibility.data.totpEnrolled && (
                  <Button variant="ghost" disabled={busy} onClick={sendCode}>
                    Resend
                  </Button>
                )}
              </div>
            </form>
          )}
        </CardContent>
      </Card>
    </div>
  );
}

function Notice({ icon, title, text, children }: { icon: 'ok' | 'denied'; title: string; text: string; children?: React.ReactNode }) {
  const Icon = icon === 'ok' ? ShieldCheck : ShieldAlert;
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-12 text-center">
      <Icon className="size-10 text-muted-foreground" aria-hidden />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}
