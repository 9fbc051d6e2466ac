import { z } from 'zod';
import {
  type ConvertLeadRequest,
  CUSTOMER_TEXT_MAX,
  CustomerMessages,
  LEAD_DEFAULT_SOURCE,
  LEAD_LIMITS,
  LEAD_SOURCES,
  LEAD_TEXT_MAX,
  LeadMessages,
  type LeadRequest,
  type LeadSource,
} from '@hisaab/contracts';
import { isValidMobile, validateGstin } from '@hisaab/gst';
import { orNull } from '@/lib/form-values';
import type { Lead } from './api';

/** Name, e-mail and phone as the customer form checks them (spec part 1 §5), with the server's messages. */
const name = z.string().trim().min(1, LeadMessages.nameRequired).max(LEAD_TEXT_MAX.name, LeadMessages.text('Name', LEAD_TEXT_MAX.name));
const email = z.union([z.literal(''), z.email(LeadMessages.email)]);
const phone = z.string().refine((value) => value === '' || isValidMobile(value), LeadMessages.phone);
const text = (label: string, max: number) => z.string().trim().max(max, LeadMessages.text(label, max));

/** Spec part 1 §5 "Lead form". */
export const leadSchema = z.object({
  name,
  email,
  phone,
  company: text('Company', LEAD_TEXT_MAX.company),
  source: z.enum(LEAD_SOURCES, LeadMessages.source),
  estimatedValue: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d+(\.\d{1,2})?$/.test(value) && Number(value) <= LEAD_LIMITS.maxEstimatedValue), LeadMessages.estimatedValue),
  expectedCloseDate: z.string(),
  notes: text('Notes', LEAD_TEXT_MAX.notes),
});

export type LeadFormValues = z.infer<typeof leadSchema>;

export const EMPTY_LEAD: LeadFormValues = { name: '', email: '', phone: '', company: '', source: LEAD_DEFAULT_SOURCE, estimatedValue: '', expectedCloseDate: '', notes: '' };

export function formToLead(values: LeadFormValues): LeadRequest {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    company: orNull(values.company),
    source: values.source as LeadSource,
    estimatedValue: values.estimatedValue.trim() === '' ? null : Number(values.estimatedValue),
    expectedCloseDate: orNull(values.expectedCloseDate),
    notes: orNull(values.notes),
  };
}

/** Spec part 1 §5 "Conversion form": name required; e-mail and phone as above; address and GSTIN optional (a GSTIN must be valid). */
export const conversionSchema = z.object({
  name,
  email,
  phone,
  address: text('Address', CUSTOMER_TEXT_MAX.address),
  gstNumber: z
    .string()
    .trim()
    .refine((value) => value === '' || validateGstin(value).valid, CustomerMessages.gstin),
});

export type ConversionFormValues = z.infer<typeof conversionSchema>;

/** The customer is usually the lead's company; the lead's own details fill the rest. */
export function leadToConversion(lead: Lead): ConversionFormValues {
  return { name: lead.company ?? lead.name, email: lead.email ?? '', phone: lead.phone ?? '', address: '', gstNumber: '' };
}

export function formToConversion(values: ConversionFormValues): ConvertLeadRequest {
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    address: orNull(values.address),
    gstNumber: orNull(values.gstNumber.toUpperCase()),
  };
}
