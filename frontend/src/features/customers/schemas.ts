import { z } from 'zod';
import { CUSTOMER_TEXT_MAX, CustomerMessages } from '@hisaab/contracts';
import { isValidMobile, isValidPincode, stateName, validateGstin } from '@hisaab/gst';
import { orNull } from '@/lib/form-values';
import type { Customer, CustomerInput } from './api';

/** Spec part 1 §5 "Customer form", plus the GSTIN, PIN and SEZ checks the server makes (the server's messages). */
export const customerSchema = z
  .object({
    name: z.string().trim().min(1, CustomerMessages.nameRequired).max(CUSTOMER_TEXT_MAX.name, CustomerMessages.text('Name', CUSTOMER_TEXT_MAX.name)),
    email: z.union([z.literal(''), z.email(CustomerMessages.email)]),
    phone: z.string().refine((value) => value === '' || isValidMobile(value), CustomerMessages.phone),
    gstNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || validateGstin(value).valid, CustomerMessages.gstin),
    address: z.string().trim().max(CUSTOMER_TEXT_MAX.address),
    city: z.string().trim().max(CUSTOMER_TEXT_MAX.city),
    stateCode: z.string(),
    pincode: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidPincode(value), CustomerMessages.pincode),
    sezUnit: z.boolean(),
  })
  .refine((values) => !values.sezUnit || values.gstNumber.trim() !== '', { path: ['gstNumber'], message: CustomerMessages.sezNeedsGstin });

export type CustomerFormValues = z.infer<typeof customerSchema>;

export const EMPTY_CUSTOMER: CustomerFormValues = { name: '', email: '', phone: '', gstNumber: '', address: '', city: '', stateCode: '', pincode: '', sezUnit: false };

export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    name: customer.name,
    email: customer.email ?? '',
    phone: customer.phone ?? '',
    gstNumber: customer.gstNumber ?? '',
    address: customer.address ?? '',
    city: customer.city ?? '',
    stateCode: customer.stateCode ?? '',
    pincode: customer.pincode ?? '',
    sezUnit: customer.sezUnit,
  };
}

export function formToCustomer(values: CustomerFormValues): CustomerInput {
  const stateCode = orNull(values.stateCode);
  return {
    name: values.name.trim(),
    email: orNull(values.email),
    phone: orNull(values.phone),
    gstNumber: orNull(values.gstNumber.toUpperCase()),
    address: orNull(values.address),
    city: orNull(values.city),
    state: stateCode ? (stateName(stateCode) ?? null) : null,
    stateCode,
    pincode: orNull(values.pincode),
    sezUnit: values.sezUnit,
  };
}
