import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AuthLayout } from '../components/auth-layout';
import { OtpInput } from '../components/otp-input';
import { usePasswordReset, type ResetStep } from '../forgot-password/use-password-reset';

const STEP_TEXT: Record<ResetStep, { title: string; description: string }> = {
  email: { title: 'Forgot Password', description: "Enter your account's email address and we'll send you a 6-digit reset code." },
  otp: { title: 'Enter Reset Code', description: 'Type the 6-digit code from the email we sent to' },
  password: { title: 'Set a New Password', description: 'Choose a new password of at least 6 characters.' },
};

const submitting = (handler: () => void) => (event: FormEvent) => {
  event.preventDefault();
  handler();
};

export default function ForgotPasswordPage({ footer }: { footer: ReactNode }) {
  const reset = usePasswordReset();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const text = STEP_TEXT[reset.step];

  return (
    <AuthLayout footer={footer}>
      <Card>
        <CardHeader className="text-center">
          <CardTitle as="h1">{text.title}</CardTitle>
          <CardDescription>
            {text.description}
            {reset.step === 'otp' && <span className="font-medium text-foreground"> {reset.email}</span>}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {reset.step === 'email' && (
            <form noValidate className="flex flex-col gap-4" onSubmit={submitting(() => reset.requestCode(email))}>
              <FormField label="Email">
                <Input type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
              </FormField>
              <Button type="submit" className="w-full" loading={reset.isSendingCode}>
                Send Reset Code
              </Button>
            </form>
          )}

          {reset.step === 'otp' && (
            <form className="flex flex-col gap-5" onSubmit={submitting(() => reset.submitCode(code))}>
              <OtpInput label="Reset code" value={code} onChange={setCode} disabled={reset.isVerifying} />
              <Button type="submit" className="w-full" loading={reset.isVerifying}>
                Verify Code
              </Button>
              <div className="flex items-center justify-between text-sm">
                <Button variant="link" onClick={reset.changeEmail}>
                  Use a different email
                </Button>
                <Button variant="link" onClick={reset.resendCode} disabled={reset.isSendingCode}>
                  {reset.isSendingCode ? 'Sending...' : 'Resend Code'}
                </Button>
              </div>
            </form>
          )}

          {reset.step === 'password' && (
            <form noValidate className="flex flex-col gap-4" onSubmit={submitting(() => reset.submitPassword(newPassword, confirmPassword))}>
              <FormField label="New password">
                <Input type="password" autoComplete="new-password" value={newPassword} onChange={(event) => setNewPassword(event.target.value)} />
              </FormField>
              <FormField label="Confirm new password">
                <Input type="password" autoComplete="new-password" value={confirmPassword} onChange={(event) => setConfirmPassword(event.target.value)} />
              </FormField>
              <Button type="submit" className="w-full" loading={reset.isResetting} disabled={reset.isDone}>
                Reset Password
              </Button>
            </form>
          )}

          <Link to="/login" className="mt-6 flex items-center justify-center gap-1 text-sm font-medium text-primary hover:underline">
            <ArrowLeft className="size-4" aria-hidden /> Back to Sign In
          </Link>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
