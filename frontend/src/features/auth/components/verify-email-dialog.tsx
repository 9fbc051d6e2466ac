import { useState } from 'react';
import { AUTH_LIMITS } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { OtpInput } from './otp-input';

interface VerifyEmailDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  email: string;
  onVerify: (code: string) => void;
  isVerifying: boolean;
  onResend: () => void;
  isResending: boolean;
}

export function VerifyEmailDialog({ open, onOpenChange, email, onVerify, isVerifying, onResend, isResending }: VerifyEmailDialogProps) {
  const [code, setCode] = useState('');

  return (
    <Dialog
      open={open}
      onOpenChange={(isOpen) => {
        if (!isOpen) setCode('');
        onOpenChange(isOpen);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Verify Your Email</DialogTitle>
          <DialogDescription>
            We've sent a 6-digit verification code to <span className="font-medium text-foreground">{email}</span>.
          </DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            onVerify(code);
          }}
        >
          <OtpInput label="Verification code" value={code} onChange={setCode} disabled={isVerifying} />
          <Button type="submit" className="w-full" loading={isVerifying} disabled={code.length !== AUTH_LIMITS.otpLength}>
            Verify & Create Account
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Didn't receive the code?{' '}
            <Button variant="link" onClick={onResend} disabled={isResending}>
              {isResending ? 'Sending...' : 'Resend Code'}
            </Button>
          </p>
        </form>
      </DialogContent>
    </Dialog>
  );
}
