import { BULK_METHODS, BulkReminderMessages, type BulkMethod, type SendRemindersRequest } from '@hisaab/contracts';
import { z } from 'zod';
import { isValidFromEmail } from '@/lib/messaging';

export { BULK_METHODS, BulkReminderMessages, type BulkMethod };

export const METHOD_LABELS: Record<BulkMethod, string> = { email: 'Email', whatsapp: 'WhatsApp', all: 'Email and WhatsApp' };

/** The methods that send WhatsApp: in bulk only through the WhatsApp Cloud API (template messages from the server). */
export const sendsWhatsApp = (method: BulkMethod) => method === 'whatsapp' || method === 'all';

/** The From field is required for the methods that send e-mail: 'email' and 'all' (spec README). */
export const needsFromEmail = (method: string) => method === 'email' || method === 'all';
/** It shows for them, and while no method is chosen yet; only 'whatsapp' hides it. */
export const showsFromEmail = (method: string) => method !== 'whatsapp';

export const bulkReminderSchema = z
  .object({
    method: z.string().refine((value) => (BULK_METHODS as readonly string[]).includes(value), BulkReminderMessages.method),
    fromEmail: z.string().trim(),
  })
  .superRefine(({ method, fromEmail }, context) => {
    if (!needsFromEmail(method)) return;
    if (!fromEmail) context.addIssue({ code: 'custom', path: ['fromEmail'], message: BulkReminderMessages.fromEmailRequired });
    else if (!isValidFromEmail(fromEmail)) context.addIssue({ code: 'custom', path: ['fromEmail'], message: BulkReminderMessages.fromEmail });
  });

export type BulkReminderValues = z.infer<typeof bulkReminderSchema>;

/** The request body: no fromEmail for WhatsApp only. */
export function bulkReminderBody(values: BulkReminderValues): SendRemindersRequest {
  const method = values.method as BulkMethod;
  return needsFromEmail(method) ? { method, fromEmail: values.fromEmail } : { method };
}

/** Spec part 1 §2: 'N days overdue' or 'Pending payment'. */
export function pendingStatusText(invoice: { daysOverdue: number }): string {
  if (invoice.daysOverdue <= 0) return 'Pending payment';
  return invoice.daysOverdue === 1 ? '1 day overdue' : `${invoice.daysOverdue} days overdue`;
}
