/**
 * The customer form's field rules (docs/spec/part-1.md §5 "Customer form"), one decorator per field:
 * the customer, lead and lead-conversion forms check these fields the same way, with the same messages.
 */
import { CUSTOMER_TEXT_MAX, CustomerMessages, EMAIL_PATTERN } from '@hisaab/contracts';
import { isValidMobile, normalizeGstin, normalizeMobile, validateGstin } from '@hisaab/gst';
import { applyDecorators } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { blankToNull, normalizedText, OptionalText, Satisfies } from '../../../platform/http/dto-rules';

// applyDecorators applies first to last, as stacked decorators apply bottom to top: each list is the
// field's decorators read from the bottom up, so the first failing rule's message is the one reported.

/** Optional text with the spec's "at most N characters" message. */
export const TextField = (label: string, max: number) => OptionalText(max, CustomerMessages.text(label, max));

/** Required; trimmed. */
export const NameField = () =>
  applyDecorators(
    JSONSchema({ type: 'string', minLength: 1 }),
    IsString({ message: CustomerMessages.nameRequired }),
    MinLength(1, { message: CustomerMessages.nameRequired }),
    MaxLength(CUSTOMER_TEXT_MAX.name, { message: CustomerMessages.text('Name', CUSTOMER_TEXT_MAX.name) }),
    Transform(blankToNull),
  );

/** Optional, may be empty, valid when given. */
export const EmailField = () => applyDecorators(TextField('Email', CUSTOMER_TEXT_MAX.email), Matches(EMAIL_PATTERN, { message: CustomerMessages.email }));

/** Optional; '+91 98765-43210' and '09876543210' are kept as 9876543210. */
export const PhoneField = () =>
  applyDecorators(
    JSONSchema({ type: 'string', nullable: true, maxLength: CUSTOMER_TEXT_MAX.phone }),
    Satisfies('phone', isValidMobile, CustomerMessages.phone),
    Transform(normalizedText(normalizeMobile)),
    IsOptional(),
  );

/** Optional; a GSTIN with its check character, upper-cased. */
export const GstinField = () =>
  applyDecorators(
    JSONSchema({ type: 'string', nullable: true, maxLength: CUSTOMER_TEXT_MAX.gstNumber }),
    Satisfies('gstin', (gstin) => validateGstin(gstin).valid, CustomerMessages.gstin),
    Transform(normalizedText(normalizeGstin)),
    IsOptional(),
  );
