import { PAYMENT_METHODS, PaymentMessages as PaymentFormMessages } from '@hisaab/contracts';
import { z } from 'zod';
import { todayInIndia } from '@/lib/calendar';
import { formatRupees } from '@/lib/format';

/** Spec part 1 §5 "Payment form" (the server's messages, @hisaab/contracts, and the outstanding check). */
export const PaymentMessages = {
  ...PaymentFormMessages,
  tooMuch: (outstanding: number) => `Amount cannot be more than the outstanding ${formatRupees(outstanding)}`,
} as const;

/** `outstandingOf` gives the chosen invoice's balance, so an amount above it is refused before it is sent. */
export function paymentSchema(outstandingOf: (invoiceId: string) => number | undefined) {
  return z
    .object({
      invoiceId: z.string().min(1, PaymentMessages.invoice),
      amount: z
        .string()
        .trim()
        .min(1, PaymentMessages.amount)
        // A minus sign is a non-positive amount, not a badly written one.
        .refine((value) => value.startsWith('-') || /^\d+(\.\d{1,2})?$/.test(value), PaymentMessages.amountFormat)
        .refine((value) => Number(value) > 0 || !/^-?\d+(\.\d+)?$/.test(value), PaymentMessages.amountPositive),
      paymentDate: z
        .string()
        .min(1, PaymentMessages.paymentDate)
        .refine((value) => value <= todayInIndia(), PaymentMessages.paymentDateFuture),
      paymentMethod: z.string().refine((value) => (PAYMENT_METHODS as readonly string[]).includes(value), PaymentMessages.paymentMethod),
      referenceNumber: z.string().trim().max(100),
      notes: z.string().trim().max(1000),
    })
    .superRefine((values, context) => {
      const outstanding = outstandingOf(values.invoiceId);
      if (outstanding !== undefined && Number(values.amount) > outstanding) {
        context.addIssue({ code: 'custom', path: ['amount'], message: PaymentMessages.tooMuch(outstanding) });
      }
    });
}

export type PaymentFormValues = z.infer<ReturnType<typeof paymentSchema>>;
