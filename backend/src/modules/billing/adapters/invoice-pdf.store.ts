import { Injectable } from '@nestjs/common';
import { EntitySchema } from '@mikro-orm/core';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { InvoicePdfStore } from '../application/ports/invoice-pdf';

/**
 * Rendered invoice PDFs live in PostgreSQL, one row per invoice (the latest version), rather than
 * under dataDir: the API and the worker may run on different machines and both read and write them;
 * they are backed up, exported and deleted with the business's other data; and the database already
 * scopes them by business. An invoice PDF is ≈30-60 KB, so one row per invoice is cheap.
 */
export class InvoicePdfRow {
  invoiceId!: string;
  businessId!: string;
  version!: string;
  content!: Buffer;
  renderedAt!: Date;
}

export const InvoicePdfSchema = new EntitySchema<InvoicePdfRow>({
  class: InvoicePdfRow,
  tableName: 'invoice_pdfs',
  properties: {
    invoiceId: { type: 'uuid', primary: true },
    businessId: { type: 'uuid' },
    version: { type: 'text' },
    content: { type: 'blob', columnType: 'bytea' },
    renderedAt: { type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' },
  },
});

@Injectable()
export class PostgresInvoicePdfStore extends InvoicePdfStore {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async find(businessId: string, invoiceId: string, version: string): Promise<Buffer | null> {
    const row = await this.em
      .createQueryBuilder(InvoicePdfSchema)
      .select('content')
      .where({ businessId, invoiceId, version })
      .execute<Pick<InvoicePdfRow, 'content'> | undefined>('get', true);
    return row ? row.content : null;
  }

  async save(businessId: string, invoiceId: string, version: string, content: Buffer): Promise<void> {
    // The where keeps another business's row (an invoice id is never shared, but the tenant decides).
    await this.em
      .createQueryBuilder(InvoicePdfSchema)
      .insert({ invoiceId, businessId, version, content, renderedAt: raw('now()') })
      .onConflict('invoiceId')
      .merge(['version', 'content', 'renderedAt'])
      .where({ businessId: raw('excluded.business_id') })
      .execute('run');
  }
}
