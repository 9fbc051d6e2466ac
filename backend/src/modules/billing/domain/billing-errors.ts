import { DomainError } from '../../../shared/domain-error';

/** Every billing failure, with its stable code. */
export const BillingErrors = {
  invoiceNotFound: () => DomainError.notFound('Invoice', 'INVOICE_NOT_FOUND'),
  customerNotFound: () => DomainError.notFound('Customer', 'CUSTOMER_NOT_FOUND'),
  invalidTransition: (from: string, to: string) =>
    new DomainError('INVALID_STATUS_TRANSITION', `An invoice cannot go from ${from} to ${to}`, 'conflict', { from, to }),
  cancelWithPayments: () =>
    new DomainError(
      'INVOICE_HAS_PAYMENTS',
      'This invoice has payments recorded against it and cannot be cancelled',
      'conflict',
    ),
  cancelWithCreditNotes: () =>
    new DomainError('INVOICE_HAS_CREDIT_NOTES', 'This invoice has credit notes issued against it and cannot be cancelled', 'conflict'),
  supplierChanged: () =>
    new DomainError(
      'SUPPLIER_CHANGED',
      "Your business's GST details (state, composition scheme or GST registration) have changed since this draft was saved. Open the draft and save it again so its GST is worked out afresh.",
      'conflict',
    ),
  settingsChangedWhileSaving: () =>
    new DomainError('SETTINGS_CHANGED', 'Your business settings were changed while this invoice was being created. Please try again.', 'conflict'),
  notEditable: (status: string) =>
    new DomainError('INVOICE_NOT_EDITABLE', `Only draft invoices can be edited; this invoice is ${status}`, 'conflict', { status }),
  numberTaken: (invoiceNumber: string, financialYear: string) =>
    new DomainError(
      'INVOICE_NUMBER_TAKEN',
      `Invoice number ${invoiceNumber} is already used in financial year ${financialYear}`,
      'conflict',
      { invoiceNumber, financialYear, fields: { 'invoice.invoiceNumber': 'This invoice number is already used' } },
    ),
  seriesFull: (stem: string) =>
    new DomainError(
      'INVOICE_SERIES_FULL',
      `The invoice series ${stem} has no number left within 16 characters; use a shorter invoice prefix in settings`,
      'conflict',
      { series: stem },
    ),
  documentSeriesFull: (stem: string) =>
    new DomainError('DOCUMENT_SERIES_FULL', `The series ${stem} has no number left within 16 characters`, 'conflict', { series: stem }),
  financialYearChanged: (invoiceNumber: string, financialYear: string) =>
    new DomainError(
      'INVOICE_FINANCIAL_YEAR_CHANGED',
      `Invoice ${invoiceNumber} belongs to financial year ${financialYear}; keep the invoice date in that year or give the invoice a new number`,
      'conflict',
      { invoiceNumber, financialYear },
    ),
  businessStateMissing: () =>
    new DomainError(
      'BUSINESS_STATE_MISSING',
      'Add your GSTIN or business state in settings before creating invoices',
      'conflict',
    ),
  prefixInvalid: (prefix: string) =>
    new DomainError(
      'INVOICE_PREFIX_INVALID',
      `The invoice prefix '${prefix}' in settings must be 1-5 capital letters or digits`,
      'conflict',
      { prefix },
    ),
  notPayable: (status: string) =>
    new DomainError(
      'INVOICE_NOT_PAYABLE',
      status === 'paid'
        ? 'This invoice is already paid'
        : `Payments can only be recorded for sent invoices; this invoice is ${status}`,
      'conflict',
      { status },
    ),
  paymentExceedsOutstanding: (outstandingRupees: number) =>
    new DomainError(
      'PAYMENT_EXCEEDS_OUTSTANDING',
      `Amount cannot be more than the outstanding ${outstandingRupees.toFixed(2)}`,
      'validation',
      { outstanding: outstandingRupees, fields: { amount: `Amount cannot be more than the outstanding ${outstandingRupees.toFixed(2)}` } },
    ),
  paymentNotFound: () => DomainError.notFound('Payment', 'PAYMENT_NOT_FOUND'),
  creditNoteNotFound: () => DomainError.notFound('Credit note', 'CREDIT_NOTE_NOT_FOUND'),
  creditNoteInvoiceNotIssued: (status: string) =>
    new DomainError(
      'CREDIT_NOTE_INVOICE_NOT_ISSUED',
      `Credit notes can only be issued against sent or paid invoices; this invoice is ${status}`,
      'conflict',
      { status },
    ),
  creditNoteTooLate: (invoiceNumber: string, financialYear: string, deadline: string) =>
    new DomainError(
      'CREDIT_NOTE_TIME_LIMIT',
      `Invoice ${invoiceNumber} belongs to financial year ${financialYear}: credit notes for it could be issued until ${deadline.split('-').reverse().join('/')} (Section 34(2) of the CGST Act)`,
      'conflict',
      { invoiceNumber, financialYear, deadline },
    ),
  creditExceedsInvoice: (leftRupees: number) =>
    new DomainError(
      'CREDIT_EXCEEDS_INVOICE',
      `Credit notes cannot add up to more than the invoice; ₹${leftRupees.toFixed(2)} is left to credit`,
      'conflict',
      { left: leftRupees },
    ),
  paymentAlreadyReversed: () => new DomainError('PAYMENT_ALREADY_REVERSED', 'This payment has already been reversed', 'conflict'),
};
