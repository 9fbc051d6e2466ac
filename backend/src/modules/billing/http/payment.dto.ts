import { PaymentMessages } from '@hisaab/contracts';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, IsUUID, Max, MaxLength, Min, MinLength, ValidateBy } from 'class-validator';
import { parseDateInput } from '../domain/documents';
import { PAYMENT_METHODS } from '../domain/payment-rules';
import { PageQuery } from './invoice.dto';

/** Spec part 1 §5 "Payment form" messages (@hisaab/contracts). */
export { PaymentMessages };

export const REVERSAL_REASON_REQUIRED = 'Say why this payment is being reversed';

const numeric = ({ value }: { value: unknown }) =>
  typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;

export class RecordPaymentDto {
  @IsUUID('all', { message: PaymentMessages.invoice })
  invoiceId: string;

  @Transform(numeric)
  @Max(1_000_000_000_000, { message: PaymentMessages.amountFormat })
  @Min(0.01, { message: PaymentMessages.amountPositive })
  @ValidateBy({
    name: 'amount',
    validator: {
      validate: (value) => typeof value === 'number' && Number.isFinite(value) && Math.round(value * 100) / 100 === value,
      defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? PaymentMessages.amount : PaymentMessages.amountFormat),
    },
  })
  amount: number;

  @ValidateBy({
    name: 'paymentDate',
    validator: {
      validate: (value) => parseDateInput(value) !== undefined,
      defaultMessage: (args) => (args?.value === undefined || args?.value === null || args?.value === '' ? PaymentMessages.paymentDate : 'Enter a valid payment date'),
    },
  })
  paymentDate: string;

  @IsIn(PAYMENT_METHODS, { message: PaymentMessages.paymentMethod })
  paymentMethod: string;

  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Reference must be at most 100 characters' })
  referenceNumber?: string;

  @IsOptional()
  @IsString()
  @MaxLength(1000, { message: 'Notes must be at most 1000 characters' })
  notes?: string;
}

export class ReversePaymentDto {
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: REVERSAL_REASON_REQUIRED })
  @MinLength(1, { message: REVERSAL_REASON_REQUIRED })
  @MaxLength(500, { message: 'Reason must be at most 500 characters' })
  reason: string;
}

export class ListPaymentsQuery extends PageQuery {
  @IsOptional()
  @IsUUID('all', { message: 'invoiceId must be an invoice id' })
  invoiceId?: string;
}
