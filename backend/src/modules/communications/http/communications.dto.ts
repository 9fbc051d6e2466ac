import { BulkReminderMessages, FROM_EMAIL_MAX_LENGTH, FROM_EMAIL_PATTERN } from '@hisaab/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength, ValidateBy, ValidationArguments } from 'class-validator';
import { BULK_METHODS, type BulkMethod } from '../domain/communication';

/** Spec part 1 §5 "Bulk reminder form" messages (@hisaab/contracts). */
export const ReminderMessages = BulkReminderMessages;

const EMAIL = FROM_EMAIL_PATTERN;
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Body of the single e-mail sends: the address the customer's reply goes to. */
export class SendEmailDto {
  @Transform(trim)
  @ValidateBy({
    name: 'fromEmail',
    validator: {
      validate: (value) => typeof value === 'string' && value.length <= FROM_EMAIL_MAX_LENGTH && EMAIL.test(value),
      defaultMessage: (args?: ValidationArguments) => (blank(args?.value) ? ReminderMessages.fromEmailRequired : ReminderMessages.fromEmail),
    },
  })
  fromEmail: string;
}

export class SendRemindersDto {
  @IsIn(BULK_METHODS, { message: ReminderMessages.method })
  method: BulkMethod;

  /** Required for 'email' and 'all'; ignored for 'whatsapp'. */
  @Transform(trim)
  @ValidateBy({
    name: 'fromEmail',
    validator: {
      validate: (value, args) => {
        const method = (args?.object as { method?: unknown }).method;
        if (blank(value)) return method === 'whatsapp';
        return typeof value === 'string' && value.length <= FROM_EMAIL_MAX_LENGTH && EMAIL.test(value);
      },
      defaultMessage: (args?: ValidationArguments) => (blank(args?.value) ? ReminderMessages.fromEmailRequired : ReminderMessages.fromEmail),
    },
  })
  fromEmail?: string;
}

export class PendingQuery {
  @IsOptional()
  @IsString()
  @MaxLength(500)
  cursor?: string;
}
