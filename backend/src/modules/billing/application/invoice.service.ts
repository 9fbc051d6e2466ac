import { Injectable } from '@nestjs/common';
import { InvoiceMessages } from '@hisaab/contracts';
import { calendarDate, documentTypeFor, toRupees } from '@hisaab/gst';
import { randomFillSync, randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { DomainError } from '../../../shared/domain-error';
import type { AuthContext } from '../../../shared/tenant';
import { oneLineAddress } from '../../../shared/postal-address';
import { timeOrderedUuid } from '../../../shared/uuid';
import { BillingErrors } from '../domain/billing-errors';
import { financialYearLabel, invoicePrefix, seriesFullStem, seriesStem, typedInvoiceNumber } from '../domain/documents';
import { calculateInvoice, type LineRequest } from '../domain/invoice-calculation';
import { isEditable, planTransition, type InvoiceDisplayStatus } from '../domain/invoice-status';
import { checkDateAfterLastIssued, checkInvoiceDateRange, checkLineRates, checkRule46Recipient, datedBeforeLastIssued } from '../domain/issue-rules';
import { Clock } from '../../../platform/clock/clock';
import { checkPaymentDate, NOT_REVERSED, outstandingOf, type PaymentMethod } from '../domain/payment-rules';
import { decodeDateKeyset, encodeCursor, type Page, pageLimit } from '../../../shared/cursor';
import { IdempotencyService, type CommandResult, type StatementClaim } from '../../../platform/idempotency/idempotency.service';
import {
  NO_CREDITS,
  presentInvoice,
  presentListRow,
  type InvoiceCredits,
  presentOverdue,
  type InvoiceListItemView,
  type InvoiceView,
  type OverdueInvoiceView,
} from './invoice-presenter';
import {
  InvoiceRepository,
  PaymentRepository,
  type InvoiceItemRecord,
  type InvoiceRecord,
  type InvoiceTextFields,
} from './ports/billing-store';
import { CustomerLookup, InventoryGateway, IssuerProfiles, SupplierProfiles, type CustomerInfo, type StockLine, type SupplierProfile } from './ports/partners';
import { supplierDetailsOf } from './supplier-details';
import { CreditNoteRepository } from './ports/credit-note-store';
import { InvoiceCancellations } from './invoice-cancellations';

export const INVOICE_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** A create or edit request, already validated and parsed by the HTTP layer. */
export interface InvoiceInput extends InvoiceTextFields {
  customerId: string;
  /** Undefined → the next number of the business's series. */
  invoiceNumber?: string;
  invoiceDate: string;
  dueDate: string;
  /** A state code, or null for the default (customer GSTIN state → customer state → supplier state). */
  placeOfSupply: string | null;
  items: LineRequest[];
  /** Made from a delivery challan (InvoiceDrafts): kept through edits of the draft. */
  source?: InvoiceSource;
}

/** The challan an invoice is made from, and the goods that already left stock with it. */
export interface InvoiceSource {
  challanId: string;
  challanNumber: string;
  goodsOut: StockLine[];
}

export interface InvoiceListInput {
  search?: string;
  status?: InvoiceDisplayStatus;
  customerId?: string;
  cursor?: string;
  limit?: number;
}

export interface StatusChangeInput {
  status: string;
  reason?: string | null;
  /** Mark as Paid: how and when the balance was received (default: 'other', today). */
  paymentMethod?: PaymentMethod;
  paymentDate?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs name no invoice: 404, like another business's id. */
function invoiceId(id: string): string {
  if (!UUID.test(id)) throw BillingErrors.invoiceNotFound();
  return id;
}

/** What an invoice refers to, read before it is computed (its lines' products are checked as it is written). */
interface References {
  supplier: SupplierProfile;
  customer: CustomerInfo | null;
}

/** insertNew found the settings changed since the supplier was read: nothing was written. */
class SettingsChanged extends Error {}

export const SETTLED_ON_STATUS_NOTE = 'Recorded when the invoice was marked as paid';

@Injectable()
export class InvoiceService {
  constructor(
    private readonly invoices: InvoiceRepository,
    private readonly payments: PaymentRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly idempotency: IdempotencyService,
    private readonly suppliers: SupplierProfiles,
    private readonly customers: CustomerLookup,
    private readonly inventory: InventoryGateway,
    private readonly issuers: IssuerProfiles,
    private readonly clock: Clock,
    private readonly creditNotes: CreditNoteRepository,
    private readonly cancellations: InvoiceCancellations,
  ) {}

  /**
   * The supplier is first taken as lately read (one round trip fewer on a measured hot path, `npm run
   * bench` invoices.create); the statement checks that the settings are still at its revision, and the
   * invoice is computed again from a fresh read when they are not.
   */
  async create(auth: AuthContext, input: InvoiceInput, idempotencyKey?: string): Promise<CommandResult<InvoiceView>> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.createWith(attempt === 1 ? 'recent' : 'fresh', auth, input, idempotencyKey);
      } catch (error) {
        if (!(error instanceof SettingsChanged)) throw error;
        this.suppliers.forget(auth.businessId);
        if (attempt === 3) throw BillingErrors.settingsChangedWhileSaving();
      }
    }
  }

  private async createWith(supplierRead: 'recent' | 'fresh', auth: AuthContext, input: InvoiceInput, idempotencyKey?: string): Promise<CommandResult<InvoiceView>> {
    const { businessId } = auth;
    const result = await this.idempotency
      .executeInStatement({ businessId, key: idempotencyKey, scope: 'POST /api/invoices', request: input }, async () => {
        const references = await this.loadReferences(businessId, input, supplierRead);
        const id = timeOrderedUuid();
        const series = input.invoiceNumber === undefined ? { stem: seriesStemFor(references.supplier.invoicePrefix, input.invoiceDate) } : null;
        // A typed number's uniqueness is the table's constraint; a series number is taken by insertNew.
        const invoiceNumber = series ? pendingNumber(id) : typedInvoiceNumber(input.invoiceNumber!, stemOfPrefix(references.supplier.invoicePrefix, input.invoiceDate));
        const { record, items, customer } = this.prepare(auth, input, { id, invoiceNumber }, null, references);
        const today = this.clock.todayInIndia();
        const answer = presentInvoice(record, items, customer, today);
        const write = async (claim: StatementClaim | null) => {
          const outcome = await this.invoices.insertNew(record, items, series, claim, references.supplier.revision);
          switch (outcome.kind) {
            case 'keyTaken':
              return false;
            case 'settingsChanged':
              throw new SettingsChanged();
            case 'unknownProducts':
              throw productsNotFound(input.items, outcome.productIds);
            case 'laterIssued':
              throw datedBeforeLastIssued(outcome.last, today);
            case 'created':
              answer.invoiceNumber = outcome.invoiceNumber;
              return true;
          }
        };
        return { answer, write };
      })
      .catch((error: unknown) => {
        throw seriesFull(error) ?? error;
      });
    // The stored answer holds the placeholder: the number was taken in the same statement that stored it.
    if (isPendingNumber(result.body.invoiceNumber)) {
      result.body.invoiceNumber = (await this.invoices.numberOf(businessId, result.body.id)) ?? result.body.invoiceNumber;
    }
    return result;
  }

  /** Drafts only; every amount is recomputed. */
  update(auth: AuthContext, id: string, input: InvoiceInput): Promise<InvoiceView> {
    return this.unitOfWork.run(async () => {
      const existing = await this.invoices.findByIdForUpdate(auth.businessId, invoiceId(id));
      if (!existing) throw BillingErrors.invoiceNotFound();
      if (!isEditable(existing.status)) throw BillingErrors.notEditable(existing.status);
      const [references, unknownProducts] = await Promise.all([
        this.loadReferences(auth.businessId, input),
        this.invoices.unknownProducts(auth.businessId, input.items.flatMap((line) => (line.productId ? [line.productId] : []))),
      ]);
      if (unknownProducts.length) throw productsNotFound(input.items, unknownProducts);
      const invoiceNumber = await this.keptOrTypedNumber(auth.businessId, input, existing, references.supplier.invoicePrefix);
      const { record, items, customer } = this.prepare(auth, input, { id: existing.id, invoiceNumber }, existing, references);
      await this.invoices.replaceDraft(record, items);
      return presentInvoice(record, items, customer, this.clock.todayInIndia());
    });
  }

  changeStatus(auth: AuthContext, id: string, change: StatusChangeInput): Promise<InvoiceView> {
    return this.unitOfWork.run(async () => {
      const { invoice, items } = await this.transition(auth, id, change);
      const [customer, credits] = await Promise.all([this.customers.get(auth.businessId, invoice.customerId), this.creditsOf(invoice)]);
      return presentInvoice(invoice, items, customer, calendarDate(invoice.updatedAt), credits);
    });
  }

  /** draft → sent for another module (InvoiceDrafts): Send's transition, without the screen's view (its customer's contact details are not read). */
  issueDraft(auth: AuthContext, id: string): Promise<InvoiceRecord> {
    return this.unitOfWork.run(async () => (await this.transition(auth, id, { status: 'sent' })).invoice);
  }

  /** The status change's rules and writes, inside the caller's unit of work; the invoice comes back as changed. */
  private async transition(auth: AuthContext, id: string, change: StatusChangeInput): Promise<{ invoice: InvoiceRecord; items: InvoiceItemRecord[] }> {
    const { businessId } = auth;
    const invoice = await this.invoices.findByIdForUpdate(businessId, invoiceId(id));
    if (!invoice) throw BillingErrors.invoiceNotFound();
    const effect = planTransition(invoice.status, change.status, invoice.amountPaidPaise, invoice.creditedPaise);
    const now = this.clock.now();
    const items = await this.invoices.findItems(businessId, id);
    // updateStatus gets the invoice as it was (it moves the summaries by the difference); then the view is updated.
    switch (effect) {
      case 'issue': {
        const issuer = await this.issuers.get(businessId);
        // The draft's GST was worked out for the business as it was then: its state, and whether it
        // charges GST at all (registered, not on the composition scheme).
        const documentType = documentTypeFor({ composition: issuer.composition, unregistered: !issuer.registered });
        if (issuer.stateCode !== invoice.supplierState || documentType !== invoice.documentType) throw BillingErrors.supplierChanged();
        // Drafts saved before a rule applied are held to it here, when they become tax documents.
        checkInvoiceDateRange(invoice.invoiceDate, this.clock.todayInIndia());
        if (invoice.documentType === 'tax_invoice') {
          checkLineRates(items, invoice.invoiceDate);
          checkRule46Recipient(invoice);
        }
        await this.checkSeriesDateOrder(businessId, invoice.fy, seriesStemOf(invoice.invoiceNumber), invoice.invoiceDate, invoice.id);
        // Goods that left with the invoice's challan are not taken out a second time.
        await this.inventory.takeOutForInvoice(businessId, invoice, beyondChallanGoods(stockLines(items), invoice.challanGoods));
        // Only a product line has a cost price to record.
        if (items.some((item) => item.productId)) await this.invoices.recordLineCosts(businessId, invoice.id);
        const issued = { status: 'sent' as const, issuedAt: now, supplierDetails: supplierDetailsOf(issuer) };
        await this.invoices.updateStatus(invoice, issued);
        Object.assign(invoice, issued);
        break;
      }
      case 'settle': {
        const outstanding = outstandingOf(invoice);
        if (outstanding > 0) {
          // "Mark as Paid": the balance is recorded as received, so payments always add up to paid invoices.
          const paymentDate = change.paymentDate ?? calendarDate(now);
          checkPaymentDate(paymentDate, invoice.invoiceDate, calendarDate(now));
          await this.payments.insert({
            id: randomUUID(),
            businessId,
            invoiceId: id,
            amountPaise: outstanding,
            paymentDate,
            paymentMethod: change.paymentMethod ?? 'other',
            reference: null,
            notes: SETTLED_ON_STATUS_NOTE,
            createdBy: auth.userId,
            createdAt: now,
            ...NOT_REVERSED,
          });
        }
        const settled = { status: 'paid' as const, amountPaidPaise: invoice.amountPaidPaise + outstanding, paidAt: now };
        await this.invoices.updateStatus(invoice, settled);
        Object.assign(invoice, settled);
        break;
      }
      case 'cancelIssued':
      case 'cancelDraft': {
        // The number stays used (a recorded gap); an issued invoice puts its stock back.
        if (effect === 'cancelIssued') await this.inventory.returnForCancelledInvoice(businessId, invoice);
        const cancelReason = change.reason?.trim() || null;
        await this.invoices.updateStatus(invoice, { status: 'cancelled', cancelledAt: now, cancelReason });
        Object.assign(invoice, { status: 'cancelled', cancelledAt: now, cancelReason });
        // A challan's invoice: the challan is free again (its goods are still with the customer).
        if (invoice.sourceChallanId) await this.cancellations.announce(businessId, { id: invoice.id, sourceChallanId: invoice.sourceChallanId });
        break;
      }
    }
    invoice.updatedAt = now;
    return { invoice, items };
  }

  async get(auth: AuthContext, id: string): Promise<InvoiceView> {
    const invoice = await this.invoices.findById(auth.businessId, invoiceId(id));
    if (!invoice) throw BillingErrors.invoiceNotFound();
    const [items, customer, credits] = await Promise.all([
      this.invoices.findItems(auth.businessId, id),
      this.customers.get(auth.businessId, invoice.customerId),
      this.creditsOf(invoice),
    ]);
    return presentInvoice(invoice, items, customer, this.clock.todayInIndia(), credits);
  }

  /** Its credit notes and what they credited per line; none read for an invoice without notes. */
  private async creditsOf(invoice: InvoiceRecord): Promise<InvoiceCredits> {
    if (invoice.creditedPaise === 0) return NO_CREDITS;
    const [notes, byItem] = await Promise.all([this.creditNotes.forInvoice(invoice.businessId, invoice.id), this.creditNotes.creditedByItem(invoice.businessId, invoice.id)]);
    return { notes, byItem };
  }

  async list(auth: AuthContext, input: InvoiceListInput): Promise<Page<InvoiceListItemView>> {
    const limit = pageLimit(input.limit, INVOICE_PAGE);
    const after = decodeDateKeyset(input.cursor);
    const today = this.clock.todayInIndia();
    const rows = await this.invoices.list(auth.businessId, {
      search: input.search?.trim() || undefined,
      status: input.status,
      customerId: input.customerId,
      after: after && { invoiceDate: after.key, id: after.id },
      limit: limit + 1,
      today,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => presentListRow(row, today)),
      nextCursor: rows.length > limit ? encodeCursor([last.invoiceDate, last.id]) : null,
    };
  }

  async recent(auth: AuthContext, limit = 5): Promise<{ items: InvoiceListItemView[] }> {
    const { items } = await this.list(auth, { limit });
    return { items };
  }

  async overdue(
    auth: AuthContext,
    input: { cursor?: string; limit?: number },
  ): Promise<Page<OverdueInvoiceView> & { summary: { count: number; outstanding: number } }> {
    const limit = pageLimit(input.limit, INVOICE_PAGE);
    const after = decodeDateKeyset(input.cursor);
    const today = this.clock.todayInIndia();
    const { rows, summary } = await this.invoices.overduePage(auth.businessId, { today, after: after && { dueDate: after.key, id: after.id }, limit: limit + 1 });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => presentOverdue(row, today)),
      nextCursor: rows.length > limit ? encodeCursor([last.dueDate, last.id]) : null,
      summary: { count: summary.count, outstanding: toRupees(summary.outstandingPaise) },
    };
  }

  /** Validates the request against its references and computes every amount; nothing is read or written. */
  private prepare(
    auth: AuthContext,
    input: InvoiceInput,
    { id, invoiceNumber }: { id: string; invoiceNumber: string },
    existing: InvoiceRecord | null,
    { supplier, customer }: References,
  ): { record: InvoiceRecord; items: InvoiceItemRecord[]; customer: CustomerInfo } {
    const { businessId } = auth;
    if (!customer) throw BillingErrors.customerNotFound();
    checkWholeUnits(input.items);
    checkInvoiceDateRange(input.invoiceDate, this.clock.todayInIndia());
    if (input.dueDate < input.invoiceDate) {
      throw DomainError.validation({ 'invoice.dueDate': InvoiceMessages.dueBeforeInvoice });
    }

    const calculated = calculateInvoice(input.items, supplier, { gstin: customer.gstNumber, stateCode: customer.stateCode, sez: customer.sezUnit }, input.placeOfSupply);
    if (calculated.documentType === 'tax_invoice') checkLineRates(input.items, input.invoiceDate);
    const fy = financialYearLabel(input.invoiceDate);
    const now = this.clock.now();
    const record: InvoiceRecord = {
      id,
      businessId,
      customerId: customer.id,
      invoiceNumber,
      fy,
      invoiceDate: input.invoiceDate,
      dueDate: input.dueDate,
      status: 'draft',
      documentType: calculated.documentType,
      supplyType: calculated.supplyType,
      placeOfSupply: calculated.placeOfSupply,
      supplierState: calculated.supplierState,
      customerName: customer.name,
      customerGstin: customer.gstNumber?.trim().toUpperCase() || null,
      customerAddress: oneLineAddress(customer),
      customerState: customer.stateCode,
      customerSez: customer.sezUnit,
      subtotalPaise: calculated.tax.subtotalPaise,
      cgstPaise: calculated.tax.cgstPaise,
      sgstPaise: calculated.tax.sgstPaise,
      igstPaise: calculated.tax.igstPaise,
      cessPaise: calculated.tax.cessPaise,
      gstAmountPaise: calculated.tax.gstAmountPaise,
      roundOffPaise: calculated.tax.roundOffPaise,
      totalPaise: calculated.tax.totalPaise,
      amountPaidPaise: 0,
      creditedPaise: 0,
      notes: input.notes,
      termsAndConditions: input.termsAndConditions,
      salesPersonName: input.salesPersonName,
      salesPersonEmail: input.salesPersonEmail,
      salesPersonPhone: input.salesPersonPhone,
      paymentTerms: input.paymentTerms,
      companyUdyam: input.companyUdyam,
      serialNumber: input.serialNumber,
      shippingAddress: input.shippingAddress,
      shippingGstin: input.shippingGstin,
      authorizedSignature: input.authorizedSignature,
      shareId: existing?.shareId ?? newShareId(),
      createdBy: existing ? existing.createdBy : auth.userId,
      issuedAt: null,
      paidAt: null,
      cancelledAt: null,
      cancelReason: null,
      supplierDetails: null,
      sourceChallanId: input.source?.challanId ?? existing?.sourceChallanId ?? null,
      sourceChallanNumber: input.source?.challanNumber ?? existing?.sourceChallanNumber ?? null,
      challanGoods: input.source?.goodsOut ?? existing?.challanGoods ?? null,
      createdAt: existing?.createdAt ?? now,
      updatedAt: now,
    };
    const items: InvoiceItemRecord[] = calculated.lines.map((line, position) => ({
      id: randomUUID(),
      businessId,
      invoiceId: id,
      position,
      productId: line.productId,
      productName: line.productName,
      description: line.description,
      hsn: line.hsn,
      quantity: line.quantity,
      unit: line.unit,
      rate: line.rate,
      gstRate: line.gstRate,
      cessRate: line.cessRate,
      discountPaise: line.discountPaise,
      taxablePaise: line.tax.taxablePaise,
      cgstPaise: line.tax.cgstPaise,
      sgstPaise: line.tax.sgstPaise,
      igstPaise: line.tax.igstPaise,
      cessPaise: line.tax.cessPaise,
      totalPaise: line.tax.totalPaise,
      serialNumber: line.serialNumber,
      costPricePaise: null,
    }));
    return { record, items, customer };
  }

  /** The supplier and the customer, in parallel. */
  private async loadReferences(businessId: string, input: InvoiceInput, supplierRead: 'recent' | 'fresh' = 'fresh'): Promise<References> {
    const supplier = supplierRead === 'recent' ? this.suppliers.recent(businessId) : this.suppliers.get(businessId);
    const [supplierProfile, customer] = await Promise.all([supplier, this.customers.get(businessId, input.customerId)]);
    return { supplier: supplierProfile, customer };
  }

  /** An edited draft's number: a typed one (checked for uniqueness in its financial year) or the one it has. */
  private async keptOrTypedNumber(businessId: string, input: InvoiceInput, existing: InvoiceRecord, configuredPrefix: string | null): Promise<string> {
    // A date out of range names no real financial year: that is the error to report.
    checkInvoiceDateRange(input.invoiceDate, this.clock.todayInIndia());
    const fy = financialYearLabel(input.invoiceDate);
    const typed = input.invoiceNumber === undefined ? undefined : typedInvoiceNumber(input.invoiceNumber, stemOfPrefix(configuredPrefix, input.invoiceDate));
    if (typed !== undefined) {
      if (await this.invoices.numberExists(businessId, fy, typed, existing.id)) throw BillingErrors.numberTaken(typed, fy);
      return typed;
    }
    if (existing.fy !== fy) throw BillingErrors.financialYearChanged(existing.invoiceNumber, existing.fy);
    return existing.invoiceNumber;
  }

  /** A series number may not go to an invoice dated before the last one issued in that series (docs/gst.md "Numbering"). */
  private async checkSeriesDateOrder(businessId: string, fy: string, stem: string | null, invoiceDate: string, exceptId?: string): Promise<void> {
    if (!stem) return;
    const last = await this.invoices.lastIssuedInSeries(businessId, fy, stem, exceptId);
    checkDateAfterLastIssued(invoiceDate, last, this.clock.todayInIndia());
  }
}

/** A line with a product (which has stock) is sold in whole units: found now rather than when the invoice is sent and its stock taken out. */
function checkWholeUnits(lines: readonly LineRequest[]): void {
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (line.productId && !Number.isInteger(line.quantity)) errors[`items.${i}.quantity`] = InvoiceMessages.quantityWholeForProduct;
  });
  if (Object.keys(errors).length) throw DomainError.validation(errors);
}

/** Lines whose product is not one of the business's: nothing was written. */
function productsNotFound(lines: readonly LineRequest[], unknown: readonly string[]): DomainError {
  const errors: Record<string, string> = {};
  lines.forEach((line, i) => {
    if (line.productId && unknown.includes(line.productId.toLowerCase())) errors[`items.${i}.productId`] = 'Product not found';
  });
  return DomainError.validation(errors);
}

/** The series stem of the business's prefix and this date; INVOICE_PREFIX_INVALID when the prefix can't be used. */
function seriesStemFor(configuredPrefix: string | null, invoiceDate: string): string {
  const stem = stemOfPrefix(configuredPrefix, invoiceDate);
  if (!stem) throw BillingErrors.prefixInvalid(configuredPrefix ?? '');
  return stem;
}

function stemOfPrefix(configuredPrefix: string | null, invoiceDate: string): string | undefined {
  const prefix = invoicePrefix(configuredPrefix);
  return prefix && seriesStem(prefix, invoiceDate);
}

/** A number's series: everything up to its last '/' ('INV/26-27/0007' → 'INV/26-27/'); none without a '/'. */
function seriesStemOf(invoiceNumber: string): string | null {
  const end = invoiceNumber.lastIndexOf('/');
  return end > 0 ? invoiceNumber.slice(0, end + 1) : null;
}

/** Products on the invoice and their total quantity (a product may appear on several lines). */
function stockLines(items: readonly InvoiceItemRecord[]): StockLine[] {
  const byProduct = new Map<string, number>();
  for (const item of items) {
    if (!item.productId) continue;
    // Quantities have at most 3 decimals: add them in milli-units so 0.1 + 0.2 stays 0.3.
    byProduct.set(item.productId, (byProduct.get(item.productId) ?? 0) + Math.round(item.quantity * 1000));
  }
  return [...byProduct.entries()].map(([productId, milli]) => ({ productId, quantity: milli / 1000 }));
}

/** What the invoice's lines take from stock beyond the goods its challan already took out. */
function beyondChallanGoods(lines: StockLine[], challanGoods: readonly StockLine[] | null): StockLine[] {
  if (!challanGoods?.length) return lines;
  const gone = new Map(challanGoods.map((line) => [line.productId, line.quantity]));
  return lines.map((line) => ({ ...line, quantity: line.quantity - Math.min(gone.get(line.productId) ?? 0, line.quantity) })).filter((line) => line.quantity > 0);
}

/** Never a real number (a number has no '~'): stands for the series number until the transaction commits. */
function pendingNumber(invoiceId: string): string {
  return `~${invoiceId}`;
}

function isPendingNumber(invoiceNumber: string): boolean {
  return invoiceNumber.startsWith('~');
}

/** The numbering function's refusal (next_document_number), as the invoice's domain error. */
function seriesFull(error: unknown): DomainError | null {
  const stem = seriesFullStem(error);
  return stem ? BillingErrors.seriesFull(stem) : null;
}

const SHARE_ID_BYTES = 18;
/** Random bytes for 256 share ids, drawn at once: a randomBytes call per invoice cost 1% of a create (`npm run bench`). */
const shareIdEntropy = { bytes: Buffer.alloc(SHARE_ID_BYTES * 256), used: SHARE_ID_BYTES * 256 };

/** 144 random bits, base64url: the unguessable public link id. Each id takes bytes no other id took. */
function newShareId(): string {
  const entropy = shareIdEntropy;
  if (entropy.used === entropy.bytes.length) {
    randomFillSync(entropy.bytes);
    entropy.used = 0;
  }
  const start = entropy.used;
  entropy.used += SHARE_ID_BYTES;
  return entropy.bytes.toString('base64url', start, start + SHARE_ID_BYTES);
}
