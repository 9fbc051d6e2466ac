/** Billing's credit-note storage (CGST Rule 53; docs/gst.md "Credit notes"). Amounts in paise. */
import type { CreditNoteKind, CreditNoteReason } from '@hisaab/contracts';
import type { Paise } from '@hisaab/gst';
import type { CreditedSoFar } from '../../domain/credit-note-rules';
import type { InvoiceUnit } from '../../domain/invoice-calculation';

export interface CreditNoteRecord {
  id: string;
  businessId: string;
  invoiceId: string;
  customerId: string;
  noteNumber: string;
  /** Financial year of the note date: the numbering scope. */
  fy: string;
  noteDate: string;
  reason: CreditNoteReason;
  kind: CreditNoteKind;
  restock: boolean;
  notes: string | null;
  /** The invoice's customer name, kept with the note for the list and its search. */
  customerName: string;
  subtotalPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  gstAmountPaise: Paise;
  roundOffPaise: Paise;
  totalPaise: Paise;
  /** The part beyond what the invoice still owed when the note was issued. */
  refundDuePaise: Paise;
  createdBy: string | null;
  createdAt: Date;
}

export interface CreditNoteItemRecord {
  id: string;
  businessId: string;
  creditNoteId: string;
  invoiceItemId: string;
  position: number;
  productId: string | null;
  productName: string;
  hsn: string | null;
  /** Null on a value-only note. */
  quantity: number | null;
  unit: InvoiceUnit;
  rate: number;
  gstRate: number;
  cessRate: number;
  taxablePaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
  cessPaise: Paise;
  totalPaise: Paise;
}

/** A note with its invoice's number and date (every list row and answer names them). */
export interface CreditNoteRow extends CreditNoteRecord {
  invoiceNumber: string;
  invoiceDate: string;
}

export interface CreditNoteListQuery {
  invoiceId?: string;
  /** Anywhere in the note number or the customer's name. */
  search?: string;
  after?: { noteDate: string; id: string };
  limit: number;
}

export abstract class CreditNoteRepository {
  abstract insert(note: CreditNoteRecord, items: CreditNoteItemRecord[]): Promise<void>;
  /** Per invoice line, what the invoice's notes credited (lines without notes are left out). */
  abstract creditedByItem(businessId: string, invoiceId: string): Promise<Map<string, CreditedSoFar>>;
  abstract findById(businessId: string, id: string): Promise<CreditNoteRow | null>;
  abstract findItems(businessId: string, creditNoteId: string): Promise<CreditNoteItemRecord[]>;
  /** Newest note date first. */
  abstract list(businessId: string, query: CreditNoteListQuery): Promise<CreditNoteRow[]>;
  /** The invoice's notes, oldest first. */
  abstract forInvoice(businessId: string, invoiceId: string): Promise<CreditNoteRecord[]>;
}
