import type {
  InvoiceCustomerResponse,
  InvoiceDisplayStatus,
  InvoiceItemResponse,
  InvoiceListItemResponse,
  InvoiceRequest,
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
    'id' | 'invoiceNumber' | 'invoiceDate' | 'dueDate' | 'status' | 'displayStatus' | 'total' | 'amountPaid' | 'credited' | 'outstanding' | 'refundDue' | 'shareId'
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
      | 'creditNotes'
    >,
    /** The delivery challan the invoice was made from. */
    Partial<Pick<InvoiceResponse, 'sourceChallan'>> {
  customer: Pick<InvoiceResponse['customer'], 'name' | 'gstNumber' | 'address' | 'state' | 'email' | 'phone' | 'sezUnit'>;
  items: InvoiceItem[];
  taxBreakdown: Pick<InvoiceResponse['taxBreakdown'], 'labels' | 'applicable' | 'totals'> & { rates: TaxRateRow[] };
}

/** The body of POST /api/invoices and of PUT /api/invoices/{id}: the contract's type. */
export type NewInvoice = InvoiceRequest;
