import { Injectable } from '@nestjs/common';
import { Clock } from '../../../platform/clock/clock';
import type { PublicInvoiceResponse } from '@hisaab/contracts';
import { stateLabel, toRupees } from '@hisaab/gst';
import { BillingErrors } from '../domain/billing-errors';
import { isOverdue } from '../domain/invoice-status';
import { outstandingOf, refundDueOf } from '../domain/payment-rules';
import { presentCreditNoteSummary } from './credit-note-presenter';
import { CreditNoteRepository } from './ports/credit-note-store';
import { buildInvoiceDocument, INVOICE_TITLES, upiFor } from './invoice-document';
import { InvoicePdfService, type InvoicePdf } from './invoice-pdf.service';
import { InvoiceRepository, PaymentRepository, type InvoiceItemRecord, type InvoiceRecord } from './ports/billing-store';
import { QrCodes } from './ports/invoice-pdf';
import { CustomerLookup, IssuerProfiles, type IssuerDetails } from './ports/partners';
import { issuerAsIssued } from './supplier-details';

/** The public client invoice page: see PublicInvoiceResponse (@hisaab/contracts). */
export type PublicInvoiceView = PublicInvoiceResponse;

/** 18 random bytes in base64url (see newShareId): anything else names no invoice. */
const SHARE_ID = /^[A-Za-z0-9_-]{24}$/;

@Injectable()
export class PublicInvoiceService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly payments: PaymentRepository,
    private readonly issuers: IssuerProfiles,
    private readonly customers: CustomerLookup,
    private readonly qr: QrCodes,
    private readonly pdfs: InvoicePdfService,
    private readonly clock: Clock,
    private readonly creditNotes: CreditNoteRepository,
  ) {}

  async view(shareId: string): Promise<PublicInvoiceView> {
    const invoice = await this.find(shareId);
    const [items, currentIssuer, customer, paidOn, notes] = await Promise.all([
      this.invoices.findItems(invoice.businessId, invoice.id),
      this.issuers.get(invoice.businessId),
      this.customers.get(invoice.businessId, invoice.customerId),
      invoice.status === 'paid' ? this.payments.lastPaymentDate(invoice.businessId, invoice.id) : null,
      invoice.creditedPaise > 0 ? this.creditNotes.forInvoice(invoice.businessId, invoice.id) : [],
    ]);
    const issuer = issuerAsIssued(invoice, currentIssuer);
    const document = buildInvoiceDocument(invoice, items, issuer, customer);
    const outstanding = outstandingOf(invoice);
    return {
      invoiceNumber: invoice.invoiceNumber,
      invoiceDate: invoice.invoiceDate,
      dueDate: invoice.dueDate,
      status: invoice.status as 'sent' | 'paid',
      isOverdue: isOverdue(invoice.status, invoice.dueDate, this.clock.todayInIndia()),
      documentType: invoice.documentType,
      title: INVOICE_TITLES[invoice.documentType],
      business: {
        name: document.supplier.name,
        address: document.supplier.addressLines.join(', ') || null,
        gstNumber: document.supplier.gstin,
        state: document.supplier.state,
        phone: issuer.phone,
        email: issuer.email,
      },
      customer: {
        name: invoice.customerName,
        address: invoice.customerAddress,
        email: customer?.email ?? null,
        phone: customer?.phone ?? null,
        gstNumber: invoice.customerGstin,
      },
      placeOfSupply: stateLabel(invoice.placeOfSupply) ?? invoice.placeOfSupply,
      items: items.map(publicItem),
      subtotal: toRupees(invoice.subtotalPaise),
      taxes: taxesOf(invoice, document.taxMode, document.sgstLabel),
      gstAmount: toRupees(invoice.gstAmountPaise),
      cess: toRupees(invoice.cessPaise),
      roundOff: toRupees(invoice.roundOffPaise),
      total: toRupees(invoice.totalPaise),
      amountInWords: document.amountInWords,
      amountReceived: toRupees(invoice.amountPaidPaise),
      credited: toRupees(invoice.creditedPaise),
      balanceDue: toRupees(outstanding),
      refundDue: toRupees(refundDueOf(invoice)),
      // No ids on the public page: numbers, dates, reasons and amounts.
      creditNotes: notes.map((note) => {
        const { id: _id, ...summary } = presentCreditNoteSummary(note);
        return summary;
      }),
      paidOn,
      notes: invoice.notes,
      termsAndConditions: invoice.termsAndConditions,
      payment: invoice.status === 'sent' && outstanding > 0 ? await this.paymentOptions(issuer, invoice, outstanding) : null,
    };
  }

  async pdf(shareId: string): Promise<InvoicePdf> {
    return this.pdfs.pdfOf(await this.find(shareId));
  }

  private async find(shareId: string): Promise<InvoiceRecord> {
    const invoice = SHARE_ID.test(shareId) ? await this.invoices.findByShareIdForPublicView(shareId) : null;
    if (!invoice) throw BillingErrors.invoiceNotFound();
    return invoice;
  }

  private async paymentOptions(issuer: IssuerDetails, invoice: InvoiceRecord, outstanding: number): Promise<PublicInvoiceView['payment']> {
    const upi = upiFor(issuer, invoice, outstanding);
    const hasBank = !!(issuer.bankName || issuer.bankAccountNumber || issuer.bankIfsc);
    // No way to pay given: no Pay Now leading to an empty panel.
    if (!upi && !hasBank) return null;
    return {
      upi: upi && {
        vpa: upi.vpa,
        payeeName: issuer.name || upi.vpa,
        amount: toRupees(outstanding),
        uri: upi.uri,
        qrImage: await this.qr.dataUri(upi.uri),
      },
      bank: hasBank
        ? { name: issuer.bankName, accountNumber: issuer.bankAccountNumber, ifsc: issuer.bankIfsc, branch: issuer.bankBranch, accountName: issuer.name }
        : null,
    };
  }
}

function publicItem(item: InvoiceItemRecord): PublicInvoiceView['items'][number] {
  return {
    productName: item.productName,
    description: item.description,
    hsn: item.hsn,
    quantity: item.quantity,
    unit: item.unit,
    rate: item.rate,
    gstRate: item.gstRate,
    taxable: toRupees(item.taxablePaise),
    totalAmount: toRupees(item.totalPaise),
  };
}

function taxesOf(invoice: InvoiceRecord, mode: 'intra' | 'inter' | 'none', sgstLabel: string): PublicInvoiceView['taxes'] {
  if (mode === 'intra') return [{ label: 'CGST', amount: toRupees(invoice.cgstPaise) }, { label: sgstLabel, amount: toRupees(invoice.sgstPaise) }];
  if (mode === 'inter') return [{ label: 'IGST', amount: toRupees(invoice.igstPaise) }];
  return [];
}
