import { Injectable } from '@nestjs/common';
import type { InvoiceResponse } from '@hisaab/contracts';
import { toRupees } from '@hisaab/gst';
import type { AuthContext } from '../../../shared/tenant';
import type { LineRequest } from '../domain/invoice-calculation';
import { InvoiceService, type InvoiceSource } from './invoice.service';

/** A draft invoice another module asks for: a delivery challan's customer and lines, at their rates. */
export interface DraftFromChallan {
  customerId: string;
  invoiceDate: string;
  dueDate: string;
  /** The challan's place of supply (a state code). */
  placeOfSupply: string | null;
  notes: string | null;
  items: LineRequest[];
  source: InvoiceSource;
}

/** A draft invoice a recurring template asks for: its customer and lines at their rates, dated for one period. */
export interface DraftFromTemplate {
  customerId: string;
  invoiceDate: string;
  dueDate: string;
  paymentTerms: string | null;
  notes: string | null;
  termsAndConditions: string | null;
  items: LineRequest[];
}

/** An invoice made or issued for another module, as it reports it. */
export interface MadeInvoice {
  id: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: InvoiceResponse['status'];
  /** Rupees. */
  total: number;
  customerName: string;
}

/** A template's invoice has none of these; the place of supply follows the customer. */
const NO_HEADER_EXTRAS = {
  placeOfSupply: null,
  salesPersonName: null,
  salesPersonEmail: null,
  salesPersonPhone: null,
  companyUdyam: null,
  serialNumber: null,
  shippingAddress: null,
  shippingGstin: null,
  authorizedSignature: null,
};

const made = (view: InvoiceResponse): MadeInvoice => ({
  id: view.id,
  invoiceNumber: view.invoiceNumber,
  invoiceDate: view.invoiceDate,
  status: view.status,
  total: view.total,
  customerName: view.customer.name,
});

/**
 * Public API: draft invoices made from other documents, through the same create as a hand-made one
 * (GST split by place of supply, legal rates, HSN rules, numbering). Called inside the caller's
 * unit of work, the invoice and its number are written in that transaction and roll back with it.
 */
@Injectable()
export class InvoiceDrafts {
  constructor(private readonly invoices: InvoiceService) {}

  async createFromChallan(auth: AuthContext, draft: DraftFromChallan): Promise<{ id: string; invoiceNumber: string }> {
    const { body } = await this.invoices.create(auth, {
      ...draft,
      termsAndConditions: null,
      salesPersonName: null,
      salesPersonEmail: null,
      salesPersonPhone: null,
      paymentTerms: null,
      companyUdyam: null,
      serialNumber: null,
      shippingAddress: null,
      shippingGstin: null,
      authorizedSignature: null,
    });
    return { id: body.id, invoiceNumber: body.invoiceNumber };
  }

  /** A recurring template's invoice for one period; the place of supply follows the customer, as on a hand-made invoice. */
  async createFromTemplate(auth: AuthContext, draft: DraftFromTemplate): Promise<MadeInvoice> {
    const { body } = await this.invoices.create(auth, { ...draft, ...NO_HEADER_EXTRAS });
    return made(body);
  }

  /** A recurring template's draft rewritten (another date): recomputed like an edited draft, its number kept within its financial year. */
  async updateFromTemplate(auth: AuthContext, invoiceId: string, draft: DraftFromTemplate): Promise<MadeInvoice> {
    return made(await this.invoices.update(auth, invoiceId, { ...draft, ...NO_HEADER_EXTRAS }));
  }

  /** draft → sent, as Send on the Invoices screen: the issue rules apply and its stock is taken out. */
  async issue(auth: AuthContext, invoiceId: string): Promise<MadeInvoice> {
    const { id, invoiceNumber, invoiceDate, status, totalPaise, customerName } = await this.invoices.issueDraft(auth, invoiceId);
    return { id, invoiceNumber, invoiceDate, status, total: toRupees(totalPaise), customerName };
  }
}
