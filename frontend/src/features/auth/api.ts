import type {
  AuthSessionResponse,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  ResetPasswordRequest,
  SendOtpResponse,
  VerifyOtpRequest,
  VerifyRegistrationOtpResponse,
  VerifyResetOtpResponse,
} from '@hisaab/contracts';
import { apiRequest } from '@/lib/api-client';

/** The current user is cached under the path that reads it (the default query reader's convention). */
export const currentUserQueryKey = ['/api/user'] as const;

// A 401 from these calls means wrong credentials or an already-ended session, not "your session expired".
export const login = (credentials: LoginRequest) =>
  apiRequest<LoginResponse>('POST', '/api/login', credentials, { on401: 'ignore' });

export const logout = () => apiRequest<{ success: true }>('POST', '/api/logout', undefined, { on401: 'ignore' });

export const sendRegistrationOtp = (email: string) =>
  apiRequest<SendOtpResponse>('POST', '/api/auth/send-registration-otp', { email });

export const verifyRegistrationOtp = (request: VerifyOtpRequest) =>
  apiRequest<VerifyRegistrationOtpResponse>('POST', '/api/auth/verify-registration-otp', request);

export const register = (request: RegisterRequest) =>
  apiRequest<AuthSessionResponse>('POST', '/api/auth/register', request);

export const sendResetOtp = (email: string) => apiRequest<SendOtpResponse>('POST', '/api/auth/send-reset-otp', { email });

export const verifyResetOtp = (request: VerifyOtpRequest) =>
  apiRequest<VerifyResetOtpResponse>('POST', '/api/auth/verify-reset-otp', request);

export const resetPassword = (request: ResetPasswordRequest) =>
  apiRequest<{ success: true; message: string }>('POST', '/api/auth/reset-password', request);
