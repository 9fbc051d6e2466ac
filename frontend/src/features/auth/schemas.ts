import { z } from 'zod';
import { AUTH_LIMITS, AuthMessages } from '@hisaab/contracts';

export const signInSchema = z.object({
  email: z.email(AuthMessages.emailInvalid),
  password: z.string().min(AUTH_LIMITS.passwordMinLength, AuthMessages.passwordTooShort),
});

export const signUpSchema = signInSchema.extend({
  firstName: z.string().trim().min(1, AuthMessages.firstNameRequired),
  lastName: z.string().trim().min(1, AuthMessages.lastNameRequired),
  businessName: z.string().trim().min(1, AuthMessages.businessNameRequired),
  phone: z.string().min(AUTH_LIMITS.phoneDigits, AuthMessages.phoneRequired),
  businessAddress: z.string().trim().min(1, AuthMessages.businessAddressRequired),
});

export type SignInValues = z.infer<typeof signInSchema>;
export type SignUpValues = z.infer<typeof signUpSchema>;
