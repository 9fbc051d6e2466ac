import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { CustomerInvoiceActivity } from '../application/customer-invoice-activity';

const CustomerIdRow = z.object({ customerId: column.uuid });

@Injectable()
export class MikroOrmCustomerInvoiceActivity extends CustomerInvoiceActivity {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async withOutstanding(businessId: string): Promise<Set<string>> {
    // The (business, status, date) index; the balance as the invoice list computes it.
    const rows = await parsedRows(
      this.em,
      CustomerIdRow,
      `select distinct customer_id as "customerId" from invoices where business_id = ? and status = 'sent' and total - credited - amount_paid > 0`,
      [businessId],
    );
    return new Set(rows.map((row) => row.customerId));
  }

  async invoicedSince(businessId: string, since: string): Promise<Set<string>> {
    // customer_activity keeps each customer's last issued invoice date, kept with the invoices themselves.
    const rows = await parsedRows(
      this.em,
      CustomerIdRow,
      'select customer_id as "customerId" from customer_activity where business_id = ? and last_invoiced_on >= ?::date',
      [businessId, since],
    );
    return new Set(rows.map((row) => row.customerId));
  }
}
