/** What the returns need from other modules, behind ports (adapters/partner-modules.ts binds them). */
import type { FilingFrequency } from '@hisaab/contracts';
import type { Gstr3bInput } from '@hisaab/gst';
import type { DateRange } from './return-documents';

/** The filer: its GSTIN, scheme and filing frequency, and its details as a seller today. */
export interface FilerProfile {
  gstin: string | null;
  composition: boolean;
  filingFrequency: FilingFrequency;
  name: string;
  address: string | null;
  city: string | null;
  pincode: string | null;
  stateCode: string | null;
  phone: string | null;
  email: string | null;
}

export abstract class FilerProfiles {
  abstract get(businessId: string): Promise<FilerProfile>;
}

/** A customer's current city and PIN code (invoices keep the address, not these). */
export abstract class BuyerAddresses {
  abstract get(businessId: string, customerId: string): Promise<{ city: string | null; pincode: string | null; stateCode: string | null } | null>;
}

/** Input tax of the period from recorded purchases and expenses; null when none is recorded for it. */
export abstract class InputTaxSource {
  abstract forPeriod(businessId: string, range: DateRange): Promise<NonNullable<Gstr3bInput['inputTax']> | null>;
}
