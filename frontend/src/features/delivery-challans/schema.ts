import { z } from 'zod';
import {
  CHALLAN_DEFAULTS,
  CHALLAN_LIMITS,
  CHALLAN_PURPOSES,
  ChallanMessages as M,
  TRANSPORT_MODES,
  type ChallanPurpose,
  type DeliveryChallanRequest,
  type TransportMode,
} from '@hisaab/contracts';
import { computeInvoice, EWAY_BILL_THRESHOLD_PAISE, isValidHsn, isValidMobile, normalizeMobile, type Paise } from '@hisaab/gst';
import { todayInIndia } from '@/lib/calendar';

/** Spec part 2 §5 "Delivery challan", with the server's wording (@hisaab/contracts). */
export { M as ChallanMessages };

const number = (text: string) => (text.trim() === '' ? NaN : Number(text));

const lineSchema = z
  .object({
    productId: z.string(),
    productName: z.string().trim().max(CHALLAN_LIMITS.productName, M.productNameTooLong),
    hsn: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidHsn(value), M.hsn),
    quantity: z.string().refine((value) => number(value) >= 1, M.quantity),
    unit: z.string(),
    // A blank rate is not a negative one: it gets the format message.
    rate: z
      .string()
      .refine((value) => !(number(value) < 0), M.rate)
      .refine((value) => Number.isFinite(number(value)), M.rateDecimals),
    gstRate: z.string(),
  })
  .refine((line) => !line.productId || Number.isInteger(number(line.quantity)), { path: ['quantity'], message: M.quantityWholeForProduct });

export const challanSchema = z
  .object({
    customerId: z.string().min(1, M.customer),
    challanDate: z.string().min(1, M.challanDate),
    deliveryDate: z.string(),
    purpose: z.enum(CHALLAN_PURPOSES),
    transportMode: z.union([z.enum(TRANSPORT_MODES), z.literal('')]),
    vehicleNumber: z
      .string()
      .trim()
      .refine((value) => value === '' || /^[A-Z0-9]{4,12}$/.test(value.toUpperCase().replace(/[\s-]/g, '')), M.vehicleNumber),
    driverName: z.string().trim().max(CHALLAN_LIMITS.driverName, M.driverName),
    driverPhone: z
      .string()
      .trim()
      .refine((value) => value === '' || isValidMobile(normalizeMobile(value)), M.driverPhone),
    notes: z.string().max(CHALLAN_LIMITS.notes, M.notes),
    items: z.array(lineSchema).min(1, M.items),
  })
  // The spec's rule: the first item needs a product name; the others are checked one by one.
  .superRefine((values, context) => {
    values.items.forEach((line, index) => {
      if (!line.productName.trim()) context.addIssue({ code: 'custom', path: ['items', index, 'productName'], message: index === 0 ? M.items : M.productName });
    });
    if (values.deliveryDate && values.challanDate && values.deliveryDate < values.challanDate) {
      context.addIssue({ code: 'custom', path: ['deliveryDate'], message: M.deliveryBeforeChallan });
    }
  });

export type ChallanFormValues = z.infer<typeof challanSchema>;
export type ChallanLineValues = ChallanFormValues['items'][number];

export function blankLine(): ChallanLineValues {
  return { productId: '', productName: '', hsn: '', quantity: '1', unit: CHALLAN_DEFAULTS.unit, rate: '', gstRate: String(CHALLAN_DEFAULTS.gstRate) };
}

export function newChallanValues(): ChallanFormValues {
  return {
    customerId: '',
    challanDate: todayInIndia(),
    deliveryDate: '',
    purpose: CHALLAN_DEFAULTS.purpose,
    transportMode: 'road',
    vehicleNumber: '',
    driverName: '',
    driverPhone: '',
    notes: '',
    items: [blankLine()],
  };
}

/** Spec: an item's amount is quantity × rate (rupees, to the paisa). */
export function lineAmountPaise(line: Pick<ChallanLineValues, 'quantity' | 'rate'>): Paise {
  const quantity = number(line.quantity);
  const rate = number(line.rate);
  if (!(quantity > 0) || !(rate >= 0)) return 0;
  try {
    return computeInvoice([{ quantity, rate, gstRate: 0 }], { supplierState: '33', placeOfSupply: '33', roundOff: false }).subtotalPaise;
  } catch {
    return 0;
  }
}

/**
 * The value of the goods as the server will reckon it for the e-way bill warning: tax included for a
 * supply. The supplier's state does not change the sum (CGST + SGST = IGST), so any one will do.
 */
export function consignmentValuePaise(values: Pick<ChallanFormValues, 'purpose' | 'items'>): Paise {
  const lines = values.items.filter((line) => number(line.quantity) > 0 && number(line.rate) >= 0);
  try {
    const tax = computeInvoice(
      lines.map((line) => ({ quantity: number(line.quantity), rate: number(line.rate), gstRate: values.purpose === 'supply' ? Number(line.gstRate) || 0 : 0 })),
      { supplierState: '33', placeOfSupply: '97', roundOff: false },
    );
    return tax.totalPaise;
  } catch {
    return 0;
  }
}

export const needsEwayBill = (valuePaise: Paise) => valuePaise > EWAY_BILL_THRESHOLD_PAISE;

const orUndefined = (value: string) => (value.trim() === '' ? undefined : value.trim());

export function toChallanRequest(values: ChallanFormValues): DeliveryChallanRequest {
  return {
    customerId: values.customerId,
    challanDate: values.challanDate,
    deliveryDate: orUndefined(values.deliveryDate),
    purpose: values.purpose as ChallanPurpose,
    transportMode: (values.transportMode || undefined) as TransportMode | undefined,
    vehicleNumber: orUndefined(values.vehicleNumber),
    driverName: orUndefined(values.driverName),
    driverPhone: orUndefined(values.driverPhone),
    notes: orUndefined(values.notes),
    items: values.items.map((line) => ({
      ...(line.productId ? { productId: line.productId } : {}),
      productName: line.productName.trim(),
      hsn: orUndefined(line.hsn),
      quantity: Number(line.quantity),
      unit: line.unit,
      rate: Number(line.rate),
      gstRate: Number(line.gstRate),
    })),
  };
}
