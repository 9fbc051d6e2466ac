import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Copy, KeyRound, ShieldCheck } from 'lucide-react';
import QRCode from 'qrcode';
import { ADMIN_LIMITS, type TotpEnrollmentResponse } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { adminKeys, confirmTotp, enrollTotp } from '../api';
import { otpInput } from '../session';

/**
 * An admin's authenticator app (TOTP): e-mail is not an acceptable out-of-band authenticator (ASVS
 * 5.0), so once the app is enrolled /admin-login asks for its code instead of e-mailing one.
 */
export function TotpEnrolment({ enrolled }: { enrolled: boolean }) {
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<TotpEnrollmentResponse | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setEnrolment(await enrollTotp());
      setCode('');
    } catch (failure) {
      setError(errorDescription(failure, 'Could not start the enrolment.'));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await confirmTotp(code);
      toast({ title: 'Authenticator app enrolled', description: 'From now on the admin login asks for its code.' });
      setEnrolment(null);
      await queryClient.invalidateQueries({ queryKey: adminKeys.eligibility });
    } catch (failure) {
      setError(errorDescription(failure, 'The code was not accepted.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="flex flex-wrap items-center gap-2 text-lg">
          Authenticator App {enrolled && <Badge variant="success">Enrolled</Badge>}
        </CardTitle>
        <CardDescription>
          {enrolled
            ? 'Your admin login asks for the 6-digit code from your authenticator app; no code is e-mailed.'
            : 'Use an authenticator app (such as Google Authenticator, Microsoft Authenticator or 1Password) instead of codes by e-mail.'}
        </CardDescription>
      </CardHeader>
      {!enrolled && (
        <CardContent className="flex flex-col gap-4">
          {!enrolment ? (
            <Button className="self-start" loading={busy} onClick={start}>
              <KeyRound className="size-4" aria-hidden /> Set Up Authenticator App
            </Button>
          ) : (
            <form
              className="flex flex-col gap-4"
              onSubmit={(event) => {
                event.preventDefault();
                if (code.length === ADMIN_LIMITS.otpLength) void confirm();
              }}
            >
              <p className="text-sm">1. Scan this QR code with the app, or enter the secret key by hand.</p>
              <QrCode value={enrolment.otpauthUrl} />
              <CopyableText label="Secret key" value={enrolment.secret} />
              <CopyableText label="Setup link (otpauth)" value={enrolment.otpauthUrl} />
              <p className="text-sm">2. Enter the 6-digit code the app shows.</p>
              <FormField label="Code from the app">
                <Input inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(event) => setCode(otpInput(event.target.value))} placeholder="000000" />
              </FormField>
              <Button type="submit" className="self-start" loading={busy} disabled={code.length !== ADMIN_LIMITS.otpLength}>
                <ShieldCheck className="size-4" aria-hidden /> Confirm
              </Button>
            </form>
          )}
          {error && (
            <p role="alert" className="text-sm text-destructive">
              {error}
            </p>
          )}
        </CardContent>
      )}
    </Card>
  );
}

/** The setup link as a QR code (an SVG drawn here: nothing leaves the browser). */
function QrCode({ value }: { value: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((markup) => live && setSvg(markup))
      .catch(() => live && setSvg(null));
    return () => {
      live = false;
    };
  }, [value]);
  if (!svg) return null;
  return <img className="size-48 rounded border bg-white p-2" src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt="QR code to scan with your authenticator app" />;
}

function CopyableText({ label, value }: { label: string; value: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      toast({ title: `${label} copied` });
    } catch {
      toast({ title: 'Could not copy', description: 'Select the text and copy it by hand.', variant: 'destructive' });
    }
  };
  return (
    <div className="flex flex-col gap-1">
      <span className="text-sm font-medium">{label}</span>
      <div className="flex items-start gap-2">
        <code className="min-w-0 flex-1 rounded bg-muted px-2 py-1.5 text-xs break-all select-all">{value}</code>
        <Button type="button" size="sm" variant="outline" aria-label={`Copy ${label.toLowerCase()}`} onClick={copy}>
          <Copy className="size-4" aria-hidden />
        </Button>
      </div>
    </div>
  );
}
