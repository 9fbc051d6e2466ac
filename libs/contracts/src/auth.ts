/** Identity contract: limits, validation messages (docs/spec/part-1.md §5, part 2 §5) and payloads. */
export const AUTH_LIMITS = {
  passwordMinLength: 6,
  otpLength: 6,
  phoneDigits: 10,
  trialDays: 7,
} as const;

export const AuthMessages = {
  emailInvalid: 'Please enter a valid email',
  passwordTooShort: 'Password must be at least 6 characters',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  businessNameRequired: 'Business name is required',
  phoneRequired: 'Phone number is required',
  businessAddressRequired: 'Business address is required',
  codeRequired: 'Please enter the 6-digit verification code.',
  resetCodeInvalid: 'Reset code must be 6 digits.',
  passwordsDontMatch: "Passwords Don't Match",
  /** Forgot-password step 1 (docs/spec/part-2.md §5), under the toast titles 'Email Required' / 'Invalid Email'. */
  resetEmailRequired: 'Please enter your email address.',
  resetEmailInvalid: 'Please enter a valid email address.',
} as const;

export const AuthErrorCode = {
  EMAIL_ALREADY_REGISTERED: 'EMAIL_ALREADY_REGISTERED',
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  OTP_INVALID: 'OTP_INVALID',
  OTP_EXPIRED: 'OTP_EXPIRED',
  OTP_ATTEMPTS_EXCEEDED: 'OTP_ATTEMPTS_EXCEEDED',
  OTP_SEND_LIMIT: 'OTP_SEND_LIMIT',
  VERIFICATION_INVALID: 'VERIFICATION_INVALID',
  RESET_TOKEN_INVALID: 'RESET_TOKEN_INVALID',
  LOGIN_THROTTLED: 'LOGIN_THROTTLED',
  TOKEN_INVALID: 'TOKEN_INVALID',
} as const;

export interface UserDto {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  businessName: string;
  phone: string;
  businessAddress: string;
  profileImageUrl: string | null;
  role: 'user' | 'admin';
  trialStartDate: string;
  trialEndDate: string;
  createdAt: string;
}

export interface LoginRequest { email: string; password: string }
export interface AuthSessionResponse { token: string; user: UserDto }
/** POST /api/login: the session, and whether this sign-in cancelled the account's scheduled deletion (the sign-in screen says so). */
export interface LoginResponse extends AuthSessionResponse { accountDeletionCancelled: boolean }

export interface RegistrationData {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  businessName: string;
  phone: string;
  businessAddress: string;
}
export interface SendRegistrationOtpRequest { email: string }
export interface SendOtpResponse { otpId: string }
export interface VerifyOtpRequest { otpId: string; otp: string }
export interface VerifyRegistrationOtpResponse { verificationToken: string }
export interface RegisterRequest extends RegistrationData { otpId: string; verificationToken: string }

export interface VerifyResetOtpResponse { userId: string; resetToken: string }
export interface ResetPasswordRequest { userId: string; resetToken: string; newPassword: string; confirmPassword: string }

export interface TrialStatus { isTrialActive: boolean; daysRemaining: number; trialStartDate: string; trialEndDate: string }
/** GET /api/subscription/status (amount in rupees; see subscription.ts). */
export interface SubscriptionStatusResponse {
  hasActiveSubscription: boolean;
  /** The plan that gives access now: its end is the end of every plan bought after it too. */
  subscription: { planId: string; planName: string; startDate: string; endDate: string; amount: number; status: string } | null;
  trial: TrialStatus;
  /** The server's decision: an active subscription or trial, or the master admin. */
  hasAccess: boolean;
  /** plan_premium (or the master admin): the campaign APIs answer. */
  canUseCampaigns: boolean;
  /** Razorpay keys are set on this server: false means Choose Plan cannot take a payment (create-order answers 503 PAYMENTS_NOT_CONFIGURED). */
  paymentsConfigured: boolean;
}
