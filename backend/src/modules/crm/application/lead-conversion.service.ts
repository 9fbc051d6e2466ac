import { Injectable } from '@nestjs/common';
import type { ConvertLeadRequest, ConvertLeadResponse } from '@hisaab/contracts';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/database/unit-of-work';
import type { AuthContext } from '../../../shared/tenant';
import { checkConvertible } from '../domain/lead';
import { CustomersService } from './customers.service';
import { presentLead } from './lead-presenter';
import { LeadsService } from './leads.service';
import { LeadRepository } from './ports/lead.repository';

/**
 * POST /api/leads/{id}/convert: the customer is made by the customers screen's own create (its form
 * rules, GSTIN checks and duplicate-GSTIN refusal), in the transaction that marks the lead converted.
 * The lead's row is locked first, so of two conversions at once the second finds it converted (409)
 * and no second customer is made.
 */
@Injectable()
export class LeadConversionService {
  constructor(
    private readonly leads: LeadsService,
    private readonly store: LeadRepository,
    private readonly customers: CustomersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  convert(auth: AuthContext, id: string, form: ConvertLeadRequest): Promise<ConvertLeadResponse> {
    return this.unitOfWork.run(async () => {
      const lead = await this.leads.find(auth.businessId, id, true);
      checkConvertible(lead.status);
      const { confirmDuplicateGstin, ...fields } = form;
      const customer = await this.customers.create(auth, { ...fields, confirmDuplicateGstin });
      const converted = await this.store.move(auth.businessId, lead, { to: 'converted', at: this.clock.now(), customerId: customer.id });
      return { lead: presentLead(converted), customer: { ...customer, createdAt: customer.createdAt.toISOString(), updatedAt: customer.updatedAt.toISOString() } };
    });
  }
}
