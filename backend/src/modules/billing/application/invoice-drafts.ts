import { Injectable } from '@nestjs/common';
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
}
