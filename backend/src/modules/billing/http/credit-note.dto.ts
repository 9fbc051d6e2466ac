import { CREDIT_NOTE_LIMITS, CREDIT_NOTE_REASONS, CreditNoteMessages, type CreditNoteLineRequest, type CreditNoteReason, type CreditNoteRequest } from '@hisaab/contracts';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, IsUUID, Max, MaxLength, Min, ValidateBy, ValidateIf } from 'class-validator';
import { IsDecimal, NestedEach, numeric, OptionalText } from '../../../platform/http/dto-rules';
import { parseDateInput } from '../domain/documents';
import { PageQuery } from './invoice.dto';

export class CreditNoteLineDto implements CreditNoteLineRequest {
  @IsUUID('all', { message: CreditNoteMessages.itemId })
  itemId: string;

  @Transform(numeric)
  @Max(10_000_000, { message: CreditNoteMessages.quantityFormat })
  @Min(0.001, { message: CreditNoteMessages.quantity })
  @IsDecimal(3, { message: CreditNoteMessages.quantityFormat })
  quantity: number;
}

/** POST /api/credit-notes: `items` or `amount` (rupees of taxable value), exactly one of them. */
export class CreditNoteDto implements CreditNoteRequest {
  @IsUUID('all', { message: CreditNoteMessages.invoice })
  invoiceId: string;

  @IsIn(CREDIT_NOTE_REASONS, { message: CreditNoteMessages.reason })
  reason: CreditNoteReason;

  @IsOptional()
  @ValidateBy({ name: 'noteDate', validator: { validate: (value) => parseDateInput(value) !== undefined, defaultMessage: () => CreditNoteMessages.noteDate } })
  noteDate?: string;

  // Neither given: named on `items`, where the form's choice is.
  @ValidateIf((body: CreditNoteDto) => body.amount === undefined || body.items !== undefined)
  @ValidateBy({ name: 'itemsOrAmount', validator: { validate: (_value, args) => (args?.object as CreditNoteDto).amount === undefined, defaultMessage: () => CreditNoteMessages.itemsAndAmount } })
  @NestedEach(() => CreditNoteLineDto)
  @ArrayMaxSize(CREDIT_NOTE_LIMITS.maxItems, { message: CreditNoteMessages.tooManyItems })
  @ArrayMinSize(1, { message: CreditNoteMessages.itemsOrAmount })
  @IsArray({ message: CreditNoteMessages.itemsOrAmount })
  items?: CreditNoteLineDto[];

  @IsOptional()
  @Transform(numeric)
  @Max(1_000_000_000_000, { message: CreditNoteMessages.amountFormat })
  @Min(0.01, { message: CreditNoteMessages.amount })
  @IsDecimal(2, { message: CreditNoteMessages.amountFormat })
  amount?: number;

  @IsOptional()
  @IsBoolean({ message: 'restock must be true or false' })
  restock?: boolean;

  @OptionalText(CREDIT_NOTE_LIMITS.notes, CreditNoteMessages.notes)
  notes?: string;
}

export class ListCreditNotesQuery extends PageQuery {
  @IsOptional()
  @IsUUID('all', { message: 'invoiceId must be an invoice id' })
  invoiceId?: string;

  @IsOptional()
  @IsString()
  @MaxLength(100, { message: 'Search must be at most 100 characters' })
  search?: string;
}
