/**
 * Delivery challans contract (/api/delivery-challans; spec part 2 §2-§5 and §9, CGST Rule 55 in
 * docs/gst.md): statuses and their moves, purposes, transport modes, limits, payloads and messages.
 */
import { unitMessage, type Unit } from './units';

export const CHALLAN_STATUSES = ['draft', 'dispatched', 'delivered', 'returned', 'partially_returned'] as const;
export type ChallanStatus = (typeof CHALLAN_STATUSES)[number];

export const CHALLAN_STATUS_LABELS: Readonly<Record<ChallanStatus, string>> = {
  draft: 'Draft',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  returned: 'Returned',
  partially_returned: 'Partially returned',
};

/**
 * The moves PUT /api/delivery-challans/{id}/status accepts; any other is 409 CHALLAN_INVALID_TRANSITION.
 * The returned states are final: what stays with the customer after a partial return is invoiced or
 * credited from there, not moved again.
 */
export const CHALLAN_TRANSITIONS: Readonly<Record<ChallanStatus, readonly ChallanStatus[]>> = {
  draft: ['dispatched'],
  dispatched: ['delivered', 'returned', 'partially_returned'],
  delivered: ['returned', 'partially_returned'],
  returned: [],
  partially_returned: [],
};

/**
 * The statuses whose challan, not yet invoiced, converts into an invoice: delivered, or partially returned
 * (the invoice bills what the customer kept). A fully returned challan left nothing to bill.
 */
export const CHALLAN_INVOICEABLE_STATUSES: readonly ChallanStatus[] = ['delivered', 'partially_returned'];

/**
 * Why the goods move (CGST Rule 55). Tax is computed and printed only for a supply; goods sent for job
 * work, on approval or otherwise than by way of supply carry their value but no tax.
 */
export const CHALLAN_PURPOSES = ['supply', 'job_work', 'supply_on_approval', 'other'] as const;
export type ChallanPurpose = (typeof CHALLAN_PURPOSES)[number];

export const CHALLAN_PURPOSE_LABELS: Readonly<Record<ChallanPurpose, string>> = {
  supply: 'Supply',
  job_work: 'Job work',
  supply_on_approval: 'Supply on approval',
  other: 'Other (not a supply)',
};

/** The e-way bill's modes of transport, and goods carried by hand. */
export const TRANSPORT_MODES = ['road', 'rail', 'air', 'ship', 'hand'] as const;
export type TransportMode = (typeof TRANSPORT_MODES)[number];

export const TRANSPORT_MODE_LABELS: Readonly<Record<TransportMode, string>> = {
  road: 'Road',
  rail: 'Rail',
  air: 'Air',
  ship: 'Ship',
  hand: 'By hand',
};

/** Spec part 2 §9: default GST 18% and unit nos; a new challan moves goods for a supply unless told otherwise. */
export const CHALLAN_DEFAULTS = { gstRate: 18, unit: 'nos', purpose: 'supply' } as const;

/**
 * Bounds of a challan, so no sum leaves exact integer paise (as INVOICE_LIMITS: 200 lines of at most
 * ₹10,000 crore each), and the longest text of each field.
 */
export const CHALLAN_LIMITS = {
  maxItems: 200,
  maxQuantity: 10_000_000,
  maxRate: 1_000_000_000,
  maxLineAmount: 100_000_000_000,
  productName: 200,
  notes: 2000,
  vehicleNumber: 20,
  driverName: 100,
} as const;

/** Spec part 2 §5 "Delivery challan" messages, plus the server's own checks. */
export const ChallanMessages = {
  customer: 'Please select a customer',
  /** The spec's message for a first item without a product name. */
  items: 'Please add at least one item',
  tooManyItems: `A challan can have at most ${CHALLAN_LIMITS.maxItems} items`,
  productName: 'Product name is required',
  productNameTooLong: `Product name must be at most ${CHALLAN_LIMITS.productName} characters`,
  productNotFound: 'Product not found',
  quantity: 'Quantity must be at least 1',
  quantityDecimals: 'Quantity must be a number of at least 1 with at most 3 decimals',
  quantityTooLarge: 'Quantity is too large',
  /** Stock is counted in whole units. */
  quantityWholeForProduct: 'Products in stock are counted in whole units: use a whole quantity, or type the item without picking the product',
  rate: 'Rate cannot be negative',
  rateDecimals: 'Rate must be an amount of at least 0 with at most 4 decimals',
  rateTooLarge: 'Rate is too large',
  lineTooLarge: 'Quantity × rate is too large (at most ₹10,000 crore a line)',
  gstRate: 'GST rate must be between 0-50%',
  hsn: 'HSN/SAC code must be 4, 6 or 8 digits',
  hsnRequired: 'HSN/SAC code is required on a challan to a customer with a GSTIN',
  unit: unitMessage,
  purpose: `Purpose must be one of ${CHALLAN_PURPOSES.join(', ')}`,
  transportMode: `Transport mode must be one of ${TRANSPORT_MODES.join(', ')}`,
  vehicleNumber: 'Vehicle number must be 4 to 12 letters and digits, such as TN01AB1234',
  driverName: `Driver name must be at most ${CHALLAN_LIMITS.driverName} characters`,
  driverPhone: 'Phone number must be exactly 10 digits starting with 6-9',
  notes: `Notes must be at most ${CHALLAN_LIMITS.notes} characters`,
  challanDate: 'Challan date is required',
  dateFormat: 'Enter a valid date (YYYY-MM-DD)',
  deliveryBeforeChallan: 'Delivery date cannot be before the challan date',
  placeOfSupply: 'Place of supply must be a state code such as 33',
  status: `Status must be one of ${CHALLAN_STATUSES.join(', ')}`,
  returnedItems: 'Enter the returned quantity of at least one item',
  returnedItem: 'This item is not on the challan',
  returnedItemTwice: 'Each item may be listed once',
  returnedQuantity: (max: number) => `Returned quantity must be between 0 and ${max}`,
  returnedEverything: 'Every item came back in full: mark the challan as returned instead',
  ewayBill: 'E-way bill needed: the value of these goods is above ₹50,000',
} as const;

/** One line of POST /api/delivery-challans: picked from inventory (productId) or typed. */
export interface DeliveryChallanLineRequest {
  productId?: string;
  productName: string;
  hsn?: string;
  quantity: number;
  unit?: Unit | (string & {});
  /** Rupees per unit, up to 4 decimals. */
  rate: number;
  /** Percent, one of the rates legal on the challan date; 18 when left out. */
  gstRate?: number;
  /** The client's quantity × rate: accepted and ignored. */
  amount?: number;
}

/** POST /api/delivery-challans. */
export interface DeliveryChallanRequest {
  customerId: string;
  /** 'YYYY-MM-DD'; today (IST) when left out. */
  challanDate?: string;
  deliveryDate?: string;
  purpose?: ChallanPurpose;
  /** A state code; left out: the customer's GSTIN state, else its address state, else the business's. */
  placeOfSupply?: string;
  transportMode?: TransportMode | '';
  vehicleNumber?: string;
  driverName?: string;
  driverPhone?: string;
  notes?: string;
  items: DeliveryChallanLineRequest[];
}

/** A line's quantity that came back (PUT …/status with partially_returned). */
export interface ReturnedItemRequest {
  /** The challan item's id. */
  itemId: string;
  quantity: number;
}

/** PUT /api/delivery-challans/{id}/status. */
export interface ChallanStatusRequest {
  status: ChallanStatus;
  /** partially_returned: what came back, per item (items left out came back with nothing). 'returned' takes everything back. */
  returnedItems?: ReturnedItemRequest[];
}

export interface DeliveryChallanItemResponse {
  id: string;
  productId: string | null;
  productName: string;
  hsn: string | null;
  quantity: number;
  unit: string;
  rate: number;
  gstRate: number;
  /** quantity × rate: the line's taxable value. */
  amount: number;
  /** 0 unless the goods move for a supply. */
  cgst: number;
  sgst: number;
  igst: number;
  gstAmount: number;
  totalAmount: number;
  /** What came back (returned or partially_returned); 0 otherwise. */
  returnedQuantity: number;
}

/** A challan as the list (GET /api/delivery-challans) returns it. */
export interface DeliveryChallanListItemResponse {
  id: string;
  challanNumber: string;
  challanDate: string;
  deliveryDate: string | null;
  customerId: string;
  customer: { name: string };
  purpose: ChallanPurpose;
  status: ChallanStatus;
  isInvoiced: boolean;
  invoiceId: string | null;
  invoiceNumber: string | null;
  transportMode: TransportMode | null;
  vehicleNumber: string | null;
  itemCount: number;
  /** Value of the goods, with tax when the movement is a supply (rupees). */
  total: number;
  /** Above ₹50,000 (EWAY_BILL_THRESHOLD_PAISE in @hisaab/gst). */
  ewayBillRequired: boolean;
}

/** One challan (GET /api/delivery-challans/{id}, and the answer of every write). */
export interface DeliveryChallanResponse extends Omit<DeliveryChallanListItemResponse, 'customer'> {
  /** The consignee as the challan was written (its name, GSTIN and address don't change with the customer). */
  customer: {
    id: string;
    name: string;
    gstNumber: string | null;
    address: string | null;
    state: string | null;
    stateCode: string | null;
    phone: string | null;
    email: string | null;
  };
  driverName: string | null;
  driverPhone: string | null;
  notes: string | null;
  placeOfSupply: string;
  /** 'Karnataka (29)'. */
  placeOfSupplyLabel: string;
  supplyType: 'INTRA' | 'INTER';
  /** The movement is a supply by a business that charges GST: the lines carry tax. */
  taxApplicable: boolean;
  /** 'SGST', or 'UTGST' in a Union Territory without a legislature. */
  sgstLabel: 'SGST' | 'UTGST';
  subtotal: number;
  cgst: number;
  sgst: number;
  igst: number;
  gstAmount: number;
  /** ChallanMessages.ewayBill when ewayBillRequired, else null. */
  ewayBillWarning: string | null;
  dispatchedAt: string | null;
  deliveredAt: string | null;
  returnedAt: string | null;
  createdAt: string;
  updatedAt: string;
  items: DeliveryChallanItemResponse[];
}

/** GET /api/delivery-challans/counters: the screen's four counters. */
export interface DeliveryChallanCountersResponse {
  total: number;
  dispatched: number;
  delivered: number;
  /** Delivered or partially returned, and not yet invoiced (CHALLAN_INVOICEABLE_STATUSES). */
  pendingInvoice: number;
}
