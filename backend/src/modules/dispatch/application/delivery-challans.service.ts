import { Injectable } from '@nestjs/common';
import { ChallanMessages, type ChallanPurpose, type ChallanStatus, type DeliveryChallanCountersResponse, type DeliveryChallanListItemResponse, type DeliveryChallanResponse, type TransportMode } from '@hisaab/contracts';
import { financialYearOf } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import { decodeDateKeyset, encodeCursor, type Page, pageLimit } from '../../../shared/cursor';
import type { AuthContext } from '../../../shared/tenant';
import { oneLineAddress } from '../../../shared/postal-address';
import { isUuid, timeOrderedUuid } from '../../../shared/uuid';
import { computeChallan, type ChallanLineInput } from '../domain/challan';
import { DispatchErrors } from '../domain/dispatch-errors';
import { presentChallan, presentListRow } from './challan-presenter';
import { ChallanRepository, type ChallanItemRecord, type ChallanRecord } from './ports/challan.repository';
import { ChallanNumbers, ChallanStock, ConsigneeLookup, ConsignerProfiles } from './ports/partners';

export const CHALLAN_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** A create request, checked field by field by the HTTP layer (blanks as null). */
export interface ChallanInput {
  customerId: string;
  /** Null: today (IST). */
  challanDate: string | null;
  deliveryDate: string | null;
  purpose: ChallanPurpose;
  placeOfSupply: string | null;
  transportMode: TransportMode | null;
  vehicleNumber: string | null;
  driverName: string | null;
  driverPhone: string | null;
  notes: string | null;
  lines: ChallanLineInput[];
}

export interface ChallanListInput {
  search?: string;
  status?: ChallanStatus;
  cursor?: string;
  limit?: number;
}

/** Ids that are not UUIDs name no challan: 404, like another business's id. */
export function challanId(id: string): string {
  if (!isUuid(id)) throw DispatchErrors.challanNotFound();
  return id.toLowerCase();
}

/** The Delivery Challans screen: list, counters, read, create — all scoped to the caller's business. */
@Injectable()
export class DeliveryChallansService {
  constructor(
    private readonly challans: ChallanRepository,
    private readonly consigners: ConsignerProfiles,
    private readonly consignees: ConsigneeLookup,
    private readonly numbers: ChallanNumbers,
    private readonly stock: ChallanStock,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, input: ChallanListInput): Promise<Page<DeliveryChallanListItemResponse>> {
    const limit = pageLimit(input.limit, CHALLAN_PAGE);
    const after = decodeDateKeyset(input.cursor);
    const rows = await this.challans.list(auth.businessId, {
      search: input.search?.trim() || undefined,
      status: input.status,
      after: after && { challanDate: after.key, id: after.id },
      limit: limit + 1,
    });
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return { items: page.map(presentListRow), nextCursor: rows.length > limit ? encodeCursor([last.challanDate, last.id]) : null };
  }

  counters(auth: AuthContext): Promise<DeliveryChallanCountersResponse> {
    return this.challans.counters(auth.businessId);
  }

  async get(auth: AuthContext, id: string): Promise<DeliveryChallanResponse> {
    const challan = await this.challans.findById(auth.businessId, challanId(id));
    if (!challan) throw DispatchErrors.challanNotFound();
    return this.present(challan);
  }

  /** The challan with its lines and the customer's current contact details. */
  async present(challan: ChallanRecord): Promise<DeliveryChallanResponse> {
    const [items, consignee] = await Promise.all([this.challans.findItems(challan.businessId, challan.id), this.consignees.get(challan.businessId, challan.customerId)]);
    return presentChallan(challan, items, consignee);
  }

  /** A draft challan, numbered from the business's DC series of its financial year. */
  async create(auth: AuthContext, input: ChallanInput): Promise<DeliveryChallanResponse> {
    const { businessId } = auth;
    const today = this.clock.todayInIndia();
    const challanDate = input.challanDate ?? today;
    const [consigner, consignee] = await Promise.all([this.consigners.get(businessId), this.consignees.get(businessId, input.customerId)]);
    if (!consignee) throw DispatchErrors.customerNotFound();
    await this.refuseUnknownProducts(businessId, input.lines);
    const computed = computeChallan(
      { purpose: input.purpose, challanDate, deliveryDate: input.deliveryDate, placeOfSupply: input.placeOfSupply, lines: input.lines },
      consigner,
      { gstin: consignee.gstNumber, stateCode: consignee.stateCode, sez: consignee.sezUnit },
      today,
    );
    const id = timeOrderedUuid();
    const now = this.clock.now();
    return this.unitOfWork.run(async () => {
      // Taken last, just before the write: the series row stays locked until this transaction commits.
      const challanNumber = await this.numbers.next(businessId, challanDate);
      const challan: ChallanRecord = {
        id,
        businessId,
        customerId: consignee.id,
        challanNumber,
        fy: financialYearOf(challanDate).label,
        challanDate,
        deliveryDate: input.deliveryDate,
        purpose: input.purpose,
        status: 'draft',
        transportMode: input.transportMode,
        vehicleNumber: input.vehicleNumber,
        driverName: input.driverName,
        driverPhone: input.driverPhone,
        notes: input.notes,
        placeOfSupply: computed.placeOfSupply,
        supplierState: computed.supplierState,
        supplyType: computed.supplyType,
        taxApplicable: computed.taxApplicable,
        customerName: consignee.name,
        customerGstin: consignee.gstNumber,
        customerAddress: oneLineAddress(consignee),
        customerState: consignee.stateCode,
        subtotalPaise: computed.subtotalPaise,
        cgstPaise: computed.cgstPaise,
        sgstPaise: computed.sgstPaise,
        igstPaise: computed.igstPaise,
        gstAmountPaise: computed.gstAmountPaise,
        totalPaise: computed.totalPaise,
        invoiceId: null,
        invoiceNumber: null,
        dispatchedAt: null,
        deliveredAt: null,
        returnedAt: null,
        createdBy: auth.userId,
        createdAt: now,
        updatedAt: now,
      };
      const items: ChallanItemRecord[] = computed.lines.map((line, position) => ({
        id: timeOrderedUuid(),
        businessId,
        challanId: id,
        position,
        productId: line.productId,
        productName: line.productName,
        hsn: line.hsn,
        quantity: line.quantity,
        unit: line.unit,
        rate: line.rate,
        gstRate: line.gstRate,
        taxablePaise: line.tax.taxablePaise,
        cgstPaise: line.tax.cgstPaise,
        sgstPaise: line.tax.sgstPaise,
        igstPaise: line.tax.igstPaise,
        totalPaise: line.tax.totalPaise,
        returnedQuantity: 0,
      }));
      await this.challans.insert(challan, items);
      return presentChallan(challan, items, consignee);
    });
  }

  private async refuseUnknownProducts(businessId: string, lines: readonly ChallanLineInput[]): Promise<void> {
    const ids = lines.flatMap((line) => (line.productId ? [line.productId] : []));
    if (!ids.length) return;
    const unknown = new Set(await this.stock.unknownProducts(businessId, ids));
    const errors: Record<string, string> = {};
    lines.forEach((line, i) => {
      if (line.productId && unknown.has(line.productId.toLowerCase())) errors[`items.${i}.productId`] = ChallanMessages.productNotFound;
    });
    if (Object.keys(errors).length) throw DispatchErrors.invalid(errors);
  }
}
