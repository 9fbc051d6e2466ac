import type {
  CustomerSaveRequest,
  InvoiceRequest,
  InvoiceStatusRequest,
  LoginRequest,
  PaymentRequest,
  ProductRequest,
  RegisterRequest,
  ReversePaymentRequest,
  SendEmailRequest,
  StockAdjustmentRequest,
} from '@hisaab/contracts';

const ID = '0193a3c1-5f2e-7c4a-9b1d-2e8f6a4c1d70';

/**
 * A realistic request body per DTO, shown by /api/docs instead of samples made from the limits (a
 * 200-character name). Typed by the contract; `openapi-contract.int-spec.ts` checks that each one passes
 * its DTO's validation.
 */
export const REQUEST_EXAMPLES: Record<string, object> = {
  LoginDto: { email: 'kavya@menontextiles.in', password: 'choose-a-long-one' } satisfies LoginRequest,
  RegisterDto: {
    email: 'kavya@menontextiles.in',
    password: 'choose-a-long-one',
    firstName: 'Kavya',
    lastName: 'Menon',
    businessName: 'Menon Textiles',
    phone: '9847012345',
    businessAddress: '4 Broadway, Ernakulam, Kochi 682031',
    otpId: ID,
    verificationToken: 'token-from-verify-registration-otp',
  } satisfies RegisterRequest,
  CustomerDto: {
    name: 'Cauvery Components Pvt Ltd',
    email: 'accounts@cauverycomponents.in',
    phone: '9845012345',
    gstNumber: '29AAFCC9980M1ZR',
    address: '12 Peenya Industrial Area, 2nd Phase',
    city: 'Bengaluru',
    state: 'Karnataka',
    stateCode: '29',
    pincode: '560058',
  } satisfies CustomerSaveRequest,
  ProductDto: {
    name: 'Cotton saree, Kasavu',
    description: 'Handloom, 6.2 m with blouse piece',
    sku: 'SAR-KAS-01',
    category: 'Sarees',
    price: 2450,
    costPrice: 1800,
    stockQuantity: 40,
    lowStockThreshold: 5,
    unit: 'pcs',
    hsnCode: '5208',
    gstRate: 5,
  } satisfies ProductRequest,
  StockAdjustmentDto: { type: 'add', quantity: 20, note: 'Received from the Balaramapuram weavers' } satisfies StockAdjustmentRequest,
  SaveInvoiceDto: {
    invoice: {
      customerId: ID,
      invoiceDate: '2026-11-20',
      dueDate: '2026-12-20',
      placeOfSupply: '29',
      paymentTerms: 'Net 30',
      notes: 'Thank you for your business.',
      termsAndConditions: 'Goods once sold are taken back only within 7 days.',
      salesPersonName: 'Arun',
      salesPersonEmail: '',
      salesPersonPhone: '',
      shippingAddress: '',
      shippingGstin: '',
      status: 'draft',
    },
    items: [{ productName: 'Cotton saree, Kasavu', hsn: '5208', quantity: 10, unit: 'pcs', rate: 2450, gstRate: 5 }],
  } satisfies InvoiceRequest,
  InvoiceStatusDto: { status: 'paid', paymentMethod: 'upi', paymentDate: '2026-11-22' } satisfies InvoiceStatusRequest,
  RecordPaymentDto: {
    invoiceId: ID,
    amount: 12862.5,
    paymentDate: '2026-11-22',
    paymentMethod: 'upi',
    referenceNumber: 'UTR 432109876543',
    notes: 'Part payment',
  } satisfies PaymentRequest,
  ReversePaymentDto: { reason: 'Cheque bounced' } satisfies ReversePaymentRequest,
  SendEmailDto: { fromEmail: 'billing@menontextiles.in' } satisfies SendEmailRequest,
};
