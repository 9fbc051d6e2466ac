/** Validated request bodies → application commands (dates and places of supply parsed, blanks → null). */
import type { InvoiceUnit, LineRequest } from '../domain/invoice-calculation';
import { parseDateInput, parsePlaceOfSupply } from '../domain/documents';
import type { PaymentMethod } from '../domain/payment-rules';
import type { InvoiceInput } from '../application/invoice.service';
import type { PaymentInput } from '../application/payment.service';
import type { InvoiceItemDto, SaveInvoiceDto } from './invoice.dto';
import type { RecordPaymentDto } from './payment.dto';

const text = (value: string | undefined): string | null => (value && value.trim() ? value.trim() : null);

function line(item: InvoiceItemDto): LineRequest {
  return {
    productId: item.productId ?? null,
    productName: item.productName,
    description: text(item.description),
    hsn: text(item.hsn),
    quantity: item.quantity,
    unit: (item.unit ?? 'nos') as InvoiceUnit,
    rate: item.rate,
    discount: item.discount ?? 0,
    gstRate: item.gstRate,
    cessRate: item.cessRate ?? 0,
    serialNumber: text(item.serialNumber),
  };
}

export function toInvoiceInput(body: SaveInvoiceDto): InvoiceInput {
  const h = body.invoice;
  return {
    customerId: h.customerId,
    ...(h.invoiceNumber === undefined || h.invoiceNumber === null ? {} : { invoiceNumber: h.invoiceNumber }),
    invoiceDate: parseDateInput(h.invoiceDate)!,
    dueDate: parseDateInput(h.dueDate)!,
    placeOfSupply: h.placeOfSupply ? parsePlaceOfSupply(h.placeOfSupply)! : null,
    notes: text(h.notes),
    termsAndConditions: text(h.termsAndConditions),
    salesPersonName: text(h.salesPersonName),
    salesPersonEmail: text(h.salesPersonEmail)?.toLowerCase() ?? null,
    salesPersonPhone: text(h.salesPersonPhone),
    paymentTerms: text(h.paymentTerms),
    companyUdyam: text(h.companyUdyam)?.toUpperCase() ?? null,
    serialNumber: text(h.serialNumber),
    shippingAddress: text(h.shippingAddress),
    shippingGstin: text(h.shippingGstin)?.toUpperCase() ?? null,
    authorizedSignature: text(h.authorizedSignature),
    items: body.items.map(line),
  };
}

export function toPaymentInput(body: RecordPaymentDto): PaymentInput {
  return {
    invoiceId: body.invoiceId,
    amount: body.amount,
    paymentDate: parseDateInput(body.paymentDate)!,
    paymentMethod: body.paymentMethod as PaymentMethod,
    referenceNumber: text(body.referenceNumber),
    notes: text(body.notes),
  };
}
