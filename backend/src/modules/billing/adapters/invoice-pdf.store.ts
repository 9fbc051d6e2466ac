import { Injectable } from '@nestjs/common';
import { EntitySchema } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
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
    const [row] = await this.em.execute<Array<{ content: Buffer }>>(
      'select content from invoice_pdfs where business_id = ? and invoice_id = ? and version = ?',
      [businessId, invoiceId, version],
    );
    return row ? row.content : null;
  }

  async save(businessId: string, invoiceId: string, version: string, content: Buffer): Promise<void> {
    await this.em.execute(
      `insert into invoice_pdfs (invoice_id, business_id, version, content, rendered_at) values (?, ?, ?, ?, now())
       on conflict (invoice_id) do update set version = excluded.version, content = excluded.content, rendered_at = excluded.rendered_at
       where invoice_pdfs.business_id = excluded.business_id`,
      [invoiceId, businessId, version, content],
    );
  }
}
