import type {
  InvoiceCustomerResponse,
  InvoiceDisplayStatus,
  InvoiceItemResponse,
  InvoiceListItemResponse,
  InvoiceResponse,
  InvoiceStatus,
  InvoiceTaxRateRow,
} from '@hisaab/contracts';

/** The stored status, or 'overdue' when sent and past due. */
export type { InvoiceDisplayStatus, InvoiceStatus };

/** The fields of the API's replies (@hisaab/contracts) that these screens read. */
export interface InvoiceListItem
  extends Pick<
    InvoiceListItemResponse,
    'id' | 'invoiceNumber' | 'invoiceDate' | 'dueDate' | 'status' | 'displayStatus' | 'total' | 'amountPaid' | 'outstanding' | 'shareId'
  > {
  customer: Pick<InvoiceCustomerResponse, 'name' | 'email' | 'phone'>;
}

export type InvoiceItem = Pick<
  InvoiceItemResponse,
  | 'id'
  | 'productId'
  | 'productName'
  | 'description'
  | 'hsn'
  | 'quantity'
  | 'unit'
  | 'rate'
  | 'discount'
  | 'gstRate'
  | 'cessRate'
  | 'serialNumber'
  | 'taxable'
  | 'gstAmount'
  | 'totalAmount'
>;

export type TaxRateRow = Omit<InvoiceTaxRateRow, 'gstAmount'>;

export interface Invoice
  extends InvoiceListItem,
    Pick<
      InvoiceResponse,
      | 'documentType'
      | 'supplyType'
      | 'placeOfSupplyLabel'
      | 'subtotal'
      | 'roundOff'
      | 'notes'
      | 'termsAndConditions'
      | 'paymentTerms'
      | 'shippingAddress'
      | 'shippingGstin'
      | 'cancelReason'
      | 'amountInWords'
      | 'customerId'
      | 'placeOfSupply'
      | 'salesPersonName'
      | 'salesPersonEmail'
      | 'salesPersonPhone'
      | 'companyUdyam'
      | 'serialNumber'
      | 'authorizedSignature'
    > {
  customer: Pick<InvoiceResponse['customer'], 'name' | 'gstNumber' | 'address' | 'email' | 'phone' | 'sezUnit'>;
  items: InvoiceItem[];
  taxBreakdown: Pick<InvoiceResponse['taxBreakdown'], 'labels' | 'applicable' | 'totals'> & { rates: TaxRateRow[] };
}

/** The body of POST /api/invoices and of PUT /api/invoices/{id} (amounts are computed by the server, from the same Rule). */
export interface NewInvoice {
  invoice: {
    customerId: string;
    invoiceNumber?: string;
    invoiceDate: string;
    dueDate: string;
    placeOfSupply: string;
    paymentTerms: string;
    notes: string;
    termsAndConditions: string;
    salesPersonName: string;
    salesPersonEmail: string;
    salesPersonPhone: string;
    shippingAddress: string;
    shippingGstin: string;
    /** Not on the form: an edited draft keeps the ones it has (a PUT replaces the whole draft). */
    companyUdyam?: string;
    serialNumber?: string;
    authorizedSignature?: string;
    status: 'draft';
  };
  items: {
    productId?: string;
    productName: string;
    hsn: string;
    quantity: number;
    unit: string;
    rate: number;
    gstRate: number;
    discount?: number;
    cessRate?: number;
    description?: string;
    serialNumber?: string;
  }[];
}
