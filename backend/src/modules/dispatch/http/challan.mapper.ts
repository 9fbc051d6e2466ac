/** A validated create body → the application's input (blanks as null, defaults applied). */
import { CHALLAN_DEFAULTS, type Unit } from '@hisaab/contracts';
import type { ChallanInput } from '../application/delivery-challans.service';
import type { DeliveryChallanDto } from './delivery-challans.dto';

const text = (value: string | null | undefined): string | null => (value && value.trim() ? value.trim() : null);

export function toChallanInput(body: DeliveryChallanDto): ChallanInput {
  return {
    customerId: body.customerId.toLowerCase(),
    challanDate: body.challanDate ?? null,
    deliveryDate: body.deliveryDate ?? null,
    purpose: body.purpose ?? CHALLAN_DEFAULTS.purpose,
    placeOfSupply: body.placeOfSupply ?? null,
    transportMode: body.transportMode ?? null,
    vehicleNumber: text(body.vehicleNumber),
    driverName: text(body.driverName),
    driverPhone: text(body.driverPhone),
    notes: text(body.notes),
    lines: body.items.map((item) => ({
      productId: item.productId?.toLowerCase() ?? null,
      productName: item.productName,
      hsn: text(item.hsn),
      quantity: item.quantity,
      unit: (item.unit ?? CHALLAN_DEFAULTS.unit) as Unit,
      rate: item.rate,
      gstRate: item.gstRate ?? CHALLAN_DEFAULTS.gstRate,
    })),
  };
}
