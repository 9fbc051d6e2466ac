import { Injectable } from '@nestjs/common';
import type { CreditNoteReason } from '@hisaab/contracts';
import { randomUUID } from 'node:crypto';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeDateKeyset, encodeCursor, type Page, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { isUuid, timeOrderedUuid } from '../../../shared/uuid';
import { BillingErrors } from '../domain/billing-errors';
import { applyCredit, checkCreditable, planItemsCredit, planTotals, planValueCredit, type CreditLineRequest, type PlannedLine } from '../domain/credit-note-rules';
import { financialYearLabel } from '../domain/documents';
import { presentCreditNote, presentCreditNoteRow, type CreditNoteListItemView, type CreditNoteView } from './credit-note-presenter';
import { DocumentNumbering } from './document-numbering';
import { InvoiceRepository, type InvoiceItemRecord, type InvoiceRecord } from './ports/billing-store';
import { CreditNoteRepository, type CreditNoteItemRecord, type CreditNoteRecord } from './ports/credit-note-store';
import { InventoryGateway } from './ports/partners';

export const CREDIT_NOTE_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** A validated request: either `items` or `amountPaise` (taxable value), never both (the HTTP layer checks). */
export interface CreditNoteInput {
  invoiceId: string;
  reason: CreditNoteReason;
  noteDate?: string;
  items?: CreditLineRequest[];
  amountPaise?: number;
  restock: boolean;
  notes: string | null;
}

export interface CreditNoteListInput {
  invoiceId?: string;
  search?: string;
  cursor?: string;
  limit?: number;
}

/** Credit notes against issued invoices (docs/gst.md "Credit notes"). */
@Injectable()
export class CreditNoteService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly notes: CreditNoteRepository,
    private readonly numbering: DocumentNumbering,
    private readonly inventory: InventoryGateway,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  /**
   * One transaction, the invoice row locked first: concurrent notes on one invoice are checked one after
   * the other against what the earlier ones credited, so together they never credit more than it.
   */
  create(auth: AuthContext, input: CreditNoteInput): Promise<CreditNoteView> {
    const { businessId } = auth;
    return this.unitOfWork.run(async () => {
      const invoice = isUuid(input.invoiceId) ? await this.invoices.findByIdForUpdate(businessId, input.invoiceId) : null;
      if (!invoice) throw BillingErrors.invoiceNotFound();
      const today = this.clock.todayInIndia();
      const noteDate = input.noteDate ?? today;
      checkCreditable(invoice, noteDate, today);
      const [items, soFar] = await Promise.all([this.invoices.findItems(businessId, invoice.id), this.notes.creditedByItem(businessId, invoice.id)]);
      const lines = input.items
        ? planItemsCredit(items, soFar, input.items, input.restock)
        : planValueCredit(items, soFar, input.amountPaise ?? 0, invoice.supplyType);
      const creditedTaxable = [...soFar.values()].reduce((sum, line) => sum + line.taxablePaise, 0);
      const plan = planTotals(lines, invoice, creditedTaxable);
      const effect = applyCredit(invoice, plan.totalPaise);
      const now = this.clock.now();

      const note: CreditNoteRecord = {
        id: timeOrderedUuid(), // the list's (date, id) order is creation order within a day
        businessId,
        invoiceId: invoice.id,
        customerId: invoice.customerId,
        noteNumber: await this.numbering.next('credit-note', businessId, noteDate),
        fy: financialYearLabel(noteDate),
        noteDate,
        reason: input.reason,
        kind: input.items ? 'items' : 'value',
        restock: input.restock && !!input.items,
        notes: input.notes,
        customerName: invoice.customerName,
        subtotalPaise: plan.totals.taxablePaise,
        cgstPaise: plan.totals.cgstPaise,
        sgstPaise: plan.totals.sgstPaise,
        igstPaise: plan.totals.igstPaise,
        cessPaise: plan.totals.cessPaise,
        gstAmountPaise: plan.totals.gstAmountPaise,
        roundOffPaise: plan.roundOffPaise,
        totalPaise: plan.totalPaise,
        refundDuePaise: effect.refundDuePaise,
        createdBy: auth.userId,
        createdAt: now,
      };
      const noteItems = lines.map((line, position) => noteItem(note, line, position));
      await this.notes.insert(note, noteItems);
      // Stock first, then the summaries: every writer locks the products before the summary rows (an
      // issue or a cancellation locks them, then the due date's row), so the other order deadlocks.
      if (note.restock) await this.inventory.returnForCreditNote(businessId, note, restockLines(noteItems));
      const patch = { creditedPaise: effect.creditedPaise, ...(effect.settles ? { status: 'paid' as const, paidAt: now } : {}) };
      await this.invoices.updateStatus(invoice, patch);
      const after: InvoiceRecord = { ...invoice, ...patch };
      return presentCreditNote({ ...note, invoiceNumber: invoice.invoiceNumber, invoiceDate: invoice.invoiceDate }, noteItems, after);
    });
  }

  async get(auth: AuthContext, id: string): Promise<CreditNoteView> {
    const note = isUuid(id) ? await this.notes.findById(auth.businessId, id.toLowerCase()) : null;
    if (!note) throw BillingErrors.creditNoteNotFound();
    const [items, invoice] = await Promise.all([this.notes.findItems(auth.businessId, note.id), this.invoices.findById(auth.businessId, note.invoiceId)]);
    if (!invoice) throw BillingErrors.creditNoteNotFound();
    return presentCreditNote(note, items, invoice);
  }

  async list(auth: AuthContext, input: CreditNoteListInput): Promise<Page<CreditNoteListItemView>> {
    const limit = pageLimit(input.limit, CREDIT_NOTE_PAGE);
    const after = decodeDateKeyset(input.cursor);
    const rows = await this.notes.list(auth.businessId, {
      invoiceId: input.invoiceId?.toLowerCase(),
      search: input.search?.trim() || undefined,
      after: after && { noteDate: after.key, id: after.id },
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { items: page.map(presentCreditNoteRow), nextCursor: rows.length > limit ? encodeCursor([last.noteDate, last.id]) : null };
  }
}

function noteItem(note: CreditNoteRecord, { item, quantity, amounts }: PlannedLine<InvoiceItemRecord>, position: number): CreditNoteItemRecord {
  return {
    id: randomUUID(),
    businessId: note.businessId,
    creditNoteId: note.id,
    invoiceItemId: item.id,
    position,
    productId: item.productId,
    productName: item.productName,
    hsn: item.hsn,
    quantity,
    unit: item.unit,
    rate: item.rate,
    gstRate: item.gstRate,
    cessRate: item.cessRate,
    taxablePaise: amounts.taxablePaise,
    cgstPaise: amounts.cgstPaise,
    sgstPaise: amounts.sgstPaise,
    igstPaise: amounts.igstPaise,
    cessPaise: amounts.cessPaise,
    totalPaise: amounts.totalPaise,
  };
}

/** The returned goods of the note's lines that name a product. */
function restockLines(items: readonly CreditNoteItemRecord[]): { productId: string; quantity: number }[] {
  return items.flatMap((item) => (item.productId && item.quantity ? [{ productId: item.productId, quantity: item.quantity }] : []));
}
