import {
  type ConvertLeadRequest,
  CUSTOMER_TEXT_MAX,
  LEAD_LIMITS,
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TEXT_MAX,
  type LeadRequest,
  LeadMessages,
  type LeadSource,
  type LeadStatus,
  type LeadStatusRequest,
} from '@hisaab/contracts';
import { calendarDate } from '@hisaab/gst';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, Max, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, IsDecimal, Satisfies } from '../../../platform/http/dto-rules';
import { EmailField, GstinField, NameField, PhoneField, TextField } from './customer-field-rules';
import { ListCustomersQuery } from './customers.dto';

const isCalendarDate = (value: string) => {
  try {
    return calendarDate(value) === value;
  } catch {
    return false;
  }
};

const money = { message: LeadMessages.estimatedValue };

/** The lead form (docs/spec/part-1.md §5 "Lead form"): name, e-mail and phone as for customers. */
export class LeadDto implements LeadRequest {
  @NameField() name: string;
  @EmailField() email?: string | null;
  @PhoneField() phone?: string | null;
  @TextField('Company', LEAD_TEXT_MAX.company) company?: string | null;

  @IsOptional()
  @IsIn(LEAD_SOURCES, { message: LeadMessages.source })
  source?: LeadSource;

  /** Rupees. */
  @IsOptional()
  @Transform(blankToNull)
  @Max(LEAD_LIMITS.maxEstimatedValue, money)
  @Min(0, money)
  @IsDecimal(2, money)
  @JSONSchema({ type: 'number', minimum: 0, maximum: LEAD_LIMITS.maxEstimatedValue, nullable: true, description: 'rupees, at most 2 decimals' })
  estimatedValue?: number | null;

  @IsOptional()
  @Transform(blankToNull)
  @Satisfies('calendarDate', isCalendarDate, LeadMessages.expectedCloseDate)
  @JSONSchema({ type: 'string', format: 'date', nullable: true })
  expectedCloseDate?: string | null;

  @TextField('Notes', LEAD_TEXT_MAX.notes) notes?: string | null;
}

export class LeadStatusDto implements LeadStatusRequest {
  @IsIn(LEAD_STATUSES, { message: LeadMessages.status })
  status: LeadStatus;
}

/** The conversion form (spec part 1 §5 "Conversion form"): the customer form's rules for these fields. */
export class ConvertLeadDto implements ConvertLeadRequest {
  @NameField() name: string;
  @EmailField() email?: string | null;
  @PhoneField() phone?: string | null;
  @TextField('Address', CUSTOMER_TEXT_MAX.address) address?: string | null;
  @GstinField() gstNumber?: string | null;

  @IsOptional()
  @IsBoolean({ message: 'confirmDuplicateGstin must be true or false' })
  confirmDuplicateGstin?: boolean;
}

/** `?search=` (name, company, e-mail, phone), `?status=`, `?limit=`, `?cursor=`. */
export class ListLeadsQuery extends ListCustomersQuery {
  @IsOptional()
  @IsIn(LEAD_STATUSES, { message: LeadMessages.status })
  status?: LeadStatus;
}
