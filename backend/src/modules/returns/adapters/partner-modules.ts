import { Injectable } from '@nestjs/common';
import { sumPaise } from '@hisaab/gst';
import { CustomerDirectory } from '../../crm';
import { MoneyOutReports } from '../../purchases';
import { BusinessProfileReader, printedBusiness } from '../../settings';
import { BuyerAddresses, FilerProfiles, InputTaxSource, type FilerProfile } from '../application/ports/partners';
import type { DateRange } from '../application/ports/return-documents';

/** The filer from the settings module's business profile. */
@Injectable()
export class SettingsFilerProfiles extends FilerProfiles {
  constructor(private readonly profiles: BusinessProfileReader) {
    super();
  }

  async get(businessId: string): Promise<FilerProfile> {
    const p = await this.profiles.getProfile(businessId);
    return { ...printedBusiness(p), composition: p.isComposition, filingFrequency: p.filingFrequency };
  }
}

/** The customer's current city and PIN code from crm. */
@Injectable()
export class CrmBuyerAddresses extends BuyerAddresses {
  constructor(private readonly directory: CustomerDirectory) {
    super();
  }

  async get(businessId: string, customerId: string) {
    const customer = await this.directory.getForBusiness(businessId, customerId);
    return customer && { city: customer.city, pincode: customer.pincode, stateCode: customer.stateCode };
  }
}

/**
 * Input tax from the purchases module's recorded bills and expenses: claimable rows are 4A(5), the rest
 * 4D(2). Purchases record no reverse charge, so 3.1(d) stays zero. A period with nothing recorded answers
 * null, so GSTR-3B says so instead of presenting zeros as a figure.
 */
@Injectable()
export class PurchasesInputTax extends InputTaxSource {
  constructor(private readonly moneyOut: MoneyOutReports) {
    super();
  }

  async forPeriod(businessId: string, range: DateRange) {
    const rows = await this.moneyOut.inputTax(businessId, range);
    if (!rows.length) return null;
    const sum = (eligible: boolean) => {
      const picked = rows.filter((r) => r.itcEligible === eligible);
      const of = (key: 'cgstPaise' | 'sgstPaise' | 'igstPaise' | 'cessPaise') => sumPaise(picked.map((r) => r[key]));
      return { cgstPaise: of('cgstPaise'), sgstPaise: of('sgstPaise'), igstPaise: of('igstPaise'), cessPaise: of('cessPaise') };
    };
    return { eligible: sum(true), ineligible: sum(false), reverseCharge: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, cessPaise: 0 } };
  }
}
