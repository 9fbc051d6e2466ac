import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { AUTH_LIMITS, AuthMessages, type RegistrationData } from '@hisaab/contracts';
import { errorDescription } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { register, sendRegistrationOtp, verifyRegistrationOtp } from '../api';
import { clearPendingRegistration, savePendingRegistration } from '../pending-registration';
import { useStartSession } from './use-session-actions';

const REDIRECT_AFTER_REGISTRATION_MS = 100;

interface CodeRequest {
  otpId: string;
  /** Kept in memory only, never in localStorage (see pending-registration.ts). */
  registration: RegistrationData;
}

/** Sign-up in two steps: send an e-mail code, then verify it and create the account. */
export function useRegistration() {
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [codeRequest, setCodeRequest] = useState<CodeRequest | null>(null);
  const [isVerifyDialogOpen, setVerifyDialogOpen] = useState(false);

  const sendCode = useMutation({
    mutationFn: (registration: RegistrationData) => sendRegistrationOtp(registration.email),
    onSuccess: ({ otpId }, registration) => {
      savePendingRegistration(otpId, registration);
      setCodeRequest({ otpId, registration });
      setVerifyDialogOpen(true);
      toast({ title: 'Verification Email Sent', description: 'Please check your email for the 6-digit verification code.' });
    },
    onError: (error) => {
      toast({
        title: 'Registration failed',
        description: errorDescription(error, 'Failed to send verification email'),
        variant: 'destructive',
      });
    },
  });

  const createAccount = useMutation({
    mutationFn: async ({ otpId, registration, otp }: CodeRequest & { otp: string }) => {
      // Each step has its own fallback text for a failure without a server message (docs/spec/part-1.md §8).
      const { verificationToken } = await verifyRegistrationOtp({ otpId, otp }).catch((error: unknown) => {
        throw new Error(errorDescription(error, 'Invalid verification code'));
      });
      return register({ ...registration, otpId, verificationToken }).catch((error: unknown) => {
        throw new Error(errorDescription(error, 'Registration failed'));
      });
    },
    onSuccess: (session) => {
      clearPendingRegistration();
      startSession(session);
      setVerifyDialogOpen(false);
      toast({ title: 'Account Created Successfully', description: 'Welcome to Hisaab!' });
      setTimeout(() => void navigate('/'), REDIRECT_AFTER_REGISTRATION_MS);
    },
    // The dialog stays open so the person can correct the code or ask for a new one.
    onError: (error) => {
      toast({ title: 'Verification Failed', description: error.message, variant: 'destructive' });
    },
  });

  return {
    email: codeRequest?.registration.email ?? '',
    isVerifyDialogOpen,
    setVerifyDialogOpen,
    requestCode: (registration: RegistrationData) => sendCode.mutate(registration),
    resendCode: () => {
      if (codeRequest) sendCode.mutate(codeRequest.registration);
    },
    isSendingCode: sendCode.isPending,
    verifyCode: (otp: string) => {
      if (!codeRequest || otp.length !== AUTH_LIMITS.otpLength) {
        toast({ title: 'Code Required', description: AuthMessages.codeRequired, variant: 'destructive' });
        return;
      }
      createAccount.mutate({ ...codeRequest, otp });
    },
    isVerifying: createAccount.isPending,
  };
}
