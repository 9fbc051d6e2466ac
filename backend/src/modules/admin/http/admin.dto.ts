import { ADMIN_AUDIT_OUTCOMES, ADMIN_LIMITS, type AdminAuditOutcome, type AdminAuditQuery, type AdminOtpRequest, type AdminSubscriptionRequest, type AdminTrialRequest, AdminMessages, PLAN_ID_ALIASES, PLAN_IDS } from '@hisaab/contracts';
import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsISO8601, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';

/** The 6-digit code: e-mailed, or from the enrolled authenticator app. */
export class AdminOtpDto implements AdminOtpRequest {
  @IsString({ message: AdminMessages.otpDigits })
  @Matches(/^\d{6}$/, { message: AdminMessages.otpDigits })
  otp!: string;
}

/** The master's trial form (docs/spec/part-2.md §7). */
export class AdminTrialDto implements AdminTrialRequest {
  @IsBoolean({ message: AdminMessages.isTrialActive })
  isTrialActive!: boolean;

  @IsISO8601({ strict: true }, { message: AdminMessages.trialDate })
  @MaxLength(40, { message: AdminMessages.trialDate })
  @IsString({ message: AdminMessages.trialDate })
  trialStartDate!: string;

  @IsISO8601({ strict: true }, { message: AdminMessages.trialDate })
  @MaxLength(40, { message: AdminMessages.trialDate })
  @IsString({ message: AdminMessages.trialDate })
  trialEndDate!: string;
}

/** The master's plan form (docs/spec/part-2.md §5): plan and amount required, the amount a whole number of rupees. */
export class AdminSubscriptionDto implements AdminSubscriptionRequest {
  @IsIn([...PLAN_IDS, ...Object.keys(PLAN_ID_ALIASES)], { message: AdminMessages.planRequired })
  planId!: string;

  @IsInt({ message: AdminMessages.amountInteger })
  @Min(0, { message: AdminMessages.amountInteger })
  @Max(ADMIN_LIMITS.maxSubscriptionRupees, { message: AdminMessages.amountInteger })
  amount!: number;
}

const LIMIT_MESSAGE = 'limit must be a whole number between 1 and 200';

export class AdminPageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(200, { message: LIMIT_MESSAGE })
  limit?: number;

  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}

/** `?search=` matches e-mail, first or last name, or business name. */
export class AdminUsersQueryDto extends AdminPageQuery {
  @IsOptional()
  @IsString()
  @MaxLength(ADMIN_LIMITS.searchMax, { message: AdminMessages.search })
  search?: string;
}

/** The master's audit log: newest first, optionally one outcome. */
export class AdminAuditQueryDto extends AdminPageQuery implements AdminAuditQuery {
  @IsOptional()
  @IsIn(ADMIN_AUDIT_OUTCOMES, { message: `outcome must be one of ${ADMIN_AUDIT_OUTCOMES.join(', ')}` })
  outcome?: AdminAuditOutcome;
}
