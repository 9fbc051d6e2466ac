import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { resetPassword, sendResetOtp, verifyResetOtp } from '../api';
import { checkNewPassword, checkResetCode, checkResetEmail, type ValidationProblem } from './validation';

export type ResetStep = 'email' | 'otp' | 'password';

const REDIRECT_AFTER_RESET_MS = 2000;

function showProblem(problem: ValidationProblem) {
  toast({ ...problem, variant: 'destructive' });
}

function failureToast(title: string, fallback: string) {
  return (error: unknown) => {
    toast({ title, description: errorDescription(error, fallback), variant: 'destructive' });
  };
}

/** Forgot password (docs/spec/part-2.md §4): email, then the e-mailed code, then the new password. */
export function usePasswordReset() {
  const navigate = useNavigate();
  const [step, setStep] = useState<ResetStep>('email');
  const [email, setEmail] = useState('');
  const [otpId, setOtpId] = useState('');
  const [grant, setGrant] = useState<{ userId: string; resetToken: string } | null>(null);

  const sendCode = useMutation({
    mutationFn: sendResetOtp,
    onSuccess: (reply) => {
      setOtpId(reply.otpId);
      setStep('otp');
      // The server answers the same for unknown addresses, so the wording must not claim the account exists.
      toast({ title: 'Reset Code Sent', description: 'If an account exists for this email, a 6-digit code is on its way.' });
    },
    onError: failureToast('Error', 'Failed to send reset email'),
  });

  const verifyCode = useMutation({
    mutationFn: verifyResetOtp,
    onSuccess: (reply) => {
      setGrant(reply);
      setStep('password');
    },
    onError: failureToast('Verification Failed', 'Invalid reset code'),
  });

  const setNewPassword = useMutation({
    mutationFn: resetPassword,
    onSuccess: (reply) => {
      toast({ title: 'Password Reset Successful', description: reply.message });
      setTimeout(() => void navigate('/'), REDIRECT_AFTER_RESET_MS);
    },
    onError: failureToast('Password Reset Failed', 'Failed to reset password'),
  });

  return {
    step,
    email,
    requestCode: (enteredEmail: string) => {
      const problem = checkResetEmail(enteredEmail);
      if (problem) return showProblem(problem);
      setEmail(enteredEmail.trim());
      sendCode.mutate(enteredEmail.trim());
    },
    resendCode: () => sendCode.mutate(email),
    isSendingCode: sendCode.isPending,
    submitCode: (code: string) => {
      const problem = checkResetCode(code);
      if (problem) return showProblem(problem);
      verifyCode.mutate({ otpId, otp: code });
    },
    isVerifying: verifyCode.isPending,
    changeEmail: () => setStep('email'),
    submitPassword: (newPassword: string, confirmPassword: string) => {
      const problem = checkNewPassword(newPassword, confirmPassword);
      if (problem) return showProblem(problem);
      if (grant) setNewPassword.mutate({ ...grant, newPassword, confirmPassword });
    },
    isResetting: setNewPassword.isPending,
    isDone: setNewPassword.isSuccess,
  };
}
