import { ACCOUNT_DELETION, AccountMessages, AuthMessages, AUTH_LIMITS, type DeleteAccountRequest } from '@hisaab/contracts';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { OptionalText } from '../../../platform/http/dto-rules';

const trimmed = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
/** Keeps digits only and drops a leading +91 / 0, as the form's phone input does. */
const phoneDigits = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.replace(/\D/g, '').replace(/^(91|0)(?=\d{10}$)/, '') : value));

export class EmailDto {
  @trimmed()
  @IsEmail({}, { message: AuthMessages.emailInvalid })
  @MaxLength(254, { message: AuthMessages.emailInvalid })
  email!: string;
}

export class LoginDto extends EmailDto {
  @IsString({ message: AuthMessages.passwordTooShort })
  @MinLength(AUTH_LIMITS.passwordMinLength, { message: AuthMessages.passwordTooShort })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  password!: string;
}

export class VerifyOtpDto {
  @IsString({ message: AuthMessages.codeRequired })
  @IsNotEmpty({ message: AuthMessages.codeRequired })
  otpId!: string;

  @IsString({ message: AuthMessages.codeRequired })
  @Matches(/^\d{6}$/, { message: AuthMessages.codeRequired })
  otp!: string;
}

export class RegisterDto extends LoginDto {
  @trimmed()
  @IsString({ message: AuthMessages.firstNameRequired })
  @Length(1, 100, { message: AuthMessages.firstNameRequired })
  firstName!: string;

  @trimmed()
  @IsString({ message: AuthMessages.lastNameRequired })
  @Length(1, 100, { message: AuthMessages.lastNameRequired })
  lastName!: string;

  @trimmed()
  @IsString({ message: AuthMessages.businessNameRequired })
  @Length(1, 200, { message: AuthMessages.businessNameRequired })
  businessName!: string;

  @phoneDigits()
  @IsString({ message: AuthMessages.phoneRequired })
  @Matches(/^\d{10}$/, { message: AuthMessages.phoneRequired })
  phone!: string;

  @trimmed()
  @IsString({ message: AuthMessages.businessAddressRequired })
  @Length(1, 500, { message: AuthMessages.businessAddressRequired })
  businessAddress!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please verify your email first' })
  otpId!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please verify your email first' })
  verificationToken!: string;
}

export class ResetPasswordDto {
  @IsString()
  @IsNotEmpty()
  userId!: string;

  @IsString()
  @IsNotEmpty({ message: 'Please verify the reset code first' })
  resetToken!: string;

  @IsString({ message: AuthMessages.passwordTooShort })
  @MinLength(AUTH_LIMITS.passwordMinLength, { message: AuthMessages.passwordTooShort })
  @MaxLength(200, { message: 'Password must be at most 200 characters' })
  newPassword!: string;

  @IsString({ message: AuthMessages.passwordsDontMatch })
  confirmPassword!: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  // Any text is accepted here: the service compares it with ACCOUNT_DELETION.confirmText and answers 'Confirmation Error'.
  @IsString({ message: AccountMessages.confirmTextField })
  @MaxLength(100, { message: AccountMessages.confirmTextField })
  confirmText!: string;

  @OptionalText(ACCOUNT_DELETION.reasonMaxLength, AccountMessages.reasonTooLong)
  reason?: string | null;
}
