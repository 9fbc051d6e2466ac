/**
 * Request bodies that had no contract type yet, and the field list of every request body the API
 * documents. A test compares these lists with the OpenAPI document built from the backend DTOs, so a
 * DTO field that the contract (and so the frontend, which sends these types) lacks fails the tests.
 */
import type { DeleteAccountRequest } from './account';
import type { AdminOtpRequest, AdminSubscriptionRequest, AdminTrialRequest } from './admin';
import type { LoginRequest, RegisterRequest, ResetPasswordRequest, SendRegistrationOtpRequest, VerifyOtpRequest } from './auth';
import type { BulkMethod } from './communications';
import type { CreditNoteLineRequest, CreditNoteRequest } from './credit-notes';
import type { CustomerSaveRequest } from './customers';
import type { CampaignPreviewRequest, CampaignRequest, CampaignScheduleRequest } from './campaigns';
import type { ChallanStatusRequest, DeliveryChallanLineRequest, DeliveryChallanRequest, ReturnedItemRequest } from './delivery-challans';
import type { InvoiceStatus } from './invoices';
import type { ConvertLeadRequest, LeadRequest, LeadStatusRequest } from './leads';
import type { RecurringInvoiceItemRequest, RecurringInvoiceRequest } from './recurring-invoices';
import type { PaymentMethod } from './payments';
import type { ProductRequest, StockAdjustmentRequest } from './products';
import type { ExpenseRequest, PurchaseBillRequest, PurchaseLineRequest } from './purchases';
import type { BusinessConfig, GstSettings } from './settings';
import type { CreateOrderRequest, VerifyPaymentRequest } from './subscription';
import type { Unit } from './units';

/** One line of POST /api/invoices and PUT /api/invoices/{id}: rupees and percent; the server computes every amount. */
export interface InvoiceLineRequest {
  productId?: string;
  productName: string;
  description?: string;
  hsn: string;
  quantity: number;
  unit: Unit | (string & {});
  rate: number;
  gstRate: number;
  cessRate?: number;
  discount?: number;
  serialNumber?: string;
  /** The client's line amounts: accepted and ignored. */
  amount?: number;
  gstAmount?: number;
  totalAmount?: number;
}

/** The header of POST /api/invoices and PUT /api/invoices/{id} (a PUT replaces the whole draft). */
export interface InvoiceHeaderRequest {
  customerId: string;
  /** Left out: the next number of the business's series. */
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
  companyUdyam?: string;
  serialNumber?: string;
  authorizedSignature?: string;
  status: 'draft';
  /** The client's totals: accepted and ignored. */
  subtotal?: number;
  gstAmount?: number;
  total?: number;
  userId?: string;
}

export interface InvoiceRequest {
  invoice: InvoiceHeaderRequest;
  items: InvoiceLineRequest[];
}

/** PUT /api/invoices/{id}/status. */
export interface InvoiceStatusRequest {
  status: InvoiceStatus;
  /** Why an invoice is cancelled. */
  reason?: string;
  /** Mark as Paid: how the balance was received. */
  paymentMethod?: PaymentMethod;
  /** Mark as Paid: when the balance was received ('YYYY-MM-DD'). */
  paymentDate?: string;
}

/** POST /api/payments/{id}/reverse: a recorded payment undone, kept with why. */
export interface ReversePaymentRequest {
  reason: string;
}

/** POST /api/payments (amount in rupees). */
export interface PaymentRequest {
  invoiceId: string;
  amount: number;
  paymentDate: string;
  paymentMethod: PaymentMethod;
  referenceNumber: string;
  notes: string;
}

/** POST /api/invoices/{id}/send-email (and -with-pdf, send-reminder-email). */
export interface SendEmailRequest {
  fromEmail: string;
}

/** POST /api/communications/send-overdue-reminders: no fromEmail for WhatsApp only. */
export interface SendRemindersRequest {
  method: BulkMethod;
  fromEmail?: string;
}

/** Exactly the keys of T, each named: leaving one out or naming one T lacks is a type error. */
const fieldsOf =
  <T>() =>
  <const K extends readonly (keyof T & string)[]>(keys: K & ([Exclude<keyof T, K[number]>] extends [never] ? unknown : { missing: Exclude<keyof T, K[number]> })) =>
    keys;

/** OpenAPI schema name (the DTO class) → the fields of its contract type. */
export const REQUEST_BODY_FIELDS = {
  EmailDto: fieldsOf<SendRegistrationOtpRequest>()(['email']),
  LoginDto: fieldsOf<LoginRequest>()(['email', 'password']),
  VerifyOtpDto: fieldsOf<VerifyOtpRequest>()(['otpId', 'otp']),
  RegisterDto: fieldsOf<RegisterRequest>()(['email', 'password', 'firstName', 'lastName', 'businessName', 'phone', 'businessAddress', 'otpId', 'verificationToken']),
  ResetPasswordDto: fieldsOf<ResetPasswordRequest>()(['userId', 'resetToken', 'newPassword', 'confirmPassword']),
  SaveConfigDto: fieldsOf<BusinessConfig>()([
    'gstEnabled',
    'gstNumber',
    'stateCode',
    'companyName',
    'companyAddress',
    'companyCity',
    'companyPincode',
    'companyPhone',
    'companyEmail',
    'defaultGstRate',
    'udyam',
    'upiId',
    'bankName',
    'bankAccountNumber',
    'bankIfsc',
    'bankBranch',
    'invoicePrefix',
    'roundOff',
  ]),
  SaveGstSettingsDto: fieldsOf<GstSettings>()(['cgstRate', 'sgstRate', 'igstRate', 'cessRate', 'isComposition', 'filingFrequency']),
  CustomerDto: fieldsOf<CustomerSaveRequest>()(['name', 'email', 'phone', 'gstNumber', 'address', 'city', 'state', 'stateCode', 'pincode', 'sezUnit', 'confirmDuplicateGstin']),
  LeadDto: fieldsOf<LeadRequest>()(['name', 'email', 'phone', 'company', 'source', 'estimatedValue', 'expectedCloseDate', 'notes']),
  LeadStatusDto: fieldsOf<LeadStatusRequest>()(['status']),
  ConvertLeadDto: fieldsOf<ConvertLeadRequest>()(['name', 'email', 'phone', 'address', 'gstNumber', 'confirmDuplicateGstin']),
  CampaignDto: fieldsOf<CampaignRequest>()(['name', 'description', 'type', 'targetType', 'targetCustomerIds', 'emailSubject', 'emailContent']),
  CampaignScheduleDto: fieldsOf<CampaignScheduleRequest>()(['scheduledAt']),
  CampaignPreviewDto: fieldsOf<CampaignPreviewRequest>()(['emailSubject', 'emailContent']),
  ProductDto: fieldsOf<ProductRequest>()(['name', 'description', 'sku', 'category', 'price', 'costPrice', 'stockQuantity', 'lowStockThreshold', 'unit', 'hsnCode', 'gstRate']),
  StockAdjustmentDto: fieldsOf<StockAdjustmentRequest>()(['type', 'quantity', 'note']),
  CreateOrderDto: fieldsOf<CreateOrderRequest>()(['planId']),
  VerifyPaymentDto: fieldsOf<VerifyPaymentRequest>()(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']),
  SaveInvoiceDto: fieldsOf<InvoiceRequest>()(['invoice', 'items']),
  InvoiceHeaderDto: fieldsOf<InvoiceHeaderRequest>()([
    'customerId',
    'invoiceNumber',
    'invoiceDate',
    'dueDate',
    'placeOfSupply',
    'paymentTerms',
    'notes',
    'termsAndConditions',
    'salesPersonName',
    'salesPersonEmail',
    'salesPersonPhone',
    'shippingAddress',
    'shippingGstin',
    'companyUdyam',
    'serialNumber',
    'authorizedSignature',
    'status',
    'subtotal',
    'gstAmount',
    'total',
    'userId',
  ]),
  InvoiceItemDto: fieldsOf<InvoiceLineRequest>()([
    'productId',
    'productName',
    'description',
    'hsn',
    'quantity',
    'unit',
    'rate',
    'gstRate',
    'cessRate',
    'discount',
    'serialNumber',
    'amount',
    'gstAmount',
    'totalAmount',
  ]),
  InvoiceStatusDto: fieldsOf<InvoiceStatusRequest>()(['status', 'reason', 'paymentMethod', 'paymentDate']),
  ReversePaymentDto: fieldsOf<ReversePaymentRequest>()(['reason']),
  RecordPaymentDto: fieldsOf<PaymentRequest>()(['invoiceId', 'amount', 'paymentDate', 'paymentMethod', 'referenceNumber', 'notes']),
  SendEmailDto: fieldsOf<SendEmailRequest>()(['fromEmail']),
  SendRemindersDto: fieldsOf<SendRemindersRequest>()(['method', 'fromEmail']),
  DeleteAccountDto: fieldsOf<DeleteAccountRequest>()(['confirmText', 'reason']),
  CreditNoteDto: fieldsOf<CreditNoteRequest>()(['invoiceId', 'reason', 'noteDate', 'items', 'amount', 'restock', 'notes']),
  CreditNoteLineDto: fieldsOf<CreditNoteLineRequest>()(['itemId', 'quantity']),
  DeliveryChallanDto: fieldsOf<DeliveryChallanRequest>()([
    'customerId',
    'challanDate',
    'deliveryDate',
    'purpose',
    'placeOfSupply',
    'transportMode',
    'vehicleNumber',
    'driverName',
    'driverPhone',
    'notes',
    'items',
  ]),
  DeliveryChallanLineDto: fieldsOf<DeliveryChallanLineRequest>()(['productId', 'productName', 'hsn', 'quantity', 'unit', 'rate', 'gstRate', 'amount']),
  ChallanStatusDto: fieldsOf<ChallanStatusRequest>()(['status', 'returnedItems']),
  ReturnedItemDto: fieldsOf<ReturnedItemRequest>()(['itemId', 'quantity']),
  RecurringInvoiceDto: fieldsOf<RecurringInvoiceRequest>()([
    'customerId',
    'templateName',
    'frequency',
    'startDate',
    'endDate',
    'dueInDays',
    'notes',
    'termsAndConditions',
    'delivery',
    'sendEmail',
    'sendWhatsApp',
    'isActive',
    'subtotal',
    'gstAmount',
    'total',
    'items',
  ]),
  RecurringInvoiceItemDto: fieldsOf<RecurringInvoiceItemRequest>()(['productId', 'productName', 'description', 'hsnCode', 'quantity', 'unit', 'rate', 'gstRate', 'amount']),
  ExpenseDto: fieldsOf<ExpenseRequest>()(['expenseDate', 'category', 'amount', 'gstPaid', 'gstRate', 'supplyType', 'itcEligible', 'paymentMethod', 'vendor', 'notes']),
  PurchaseBillDto: fieldsOf<PurchaseBillRequest>()(['supplierName', 'supplierGstin', 'billNumber', 'billDate', 'placeOfSupply', 'items', 'itcEligible', 'notes']),
  PurchaseLineDto: fieldsOf<PurchaseLineRequest>()(['productId', 'productName', 'hsn', 'quantity', 'unit', 'rate', 'gstRate', 'cessRate']),
  AdminOtpDto: fieldsOf<AdminOtpRequest>()(['otp']),
  AdminTrialDto: fieldsOf<AdminTrialRequest>()(['isTrialActive', 'trialStartDate', 'trialEndDate']),
  AdminSubscriptionDto: fieldsOf<AdminSubscriptionRequest>()(['planId', 'amount']),
} as const;
