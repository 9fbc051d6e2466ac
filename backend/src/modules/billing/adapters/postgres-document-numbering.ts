import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import { column, parsedRows } from '../../../platform/database/sql-rows';
import { sql } from '../../../platform/database/sql';
import { DocumentNumbering } from '../application/document-numbering';
import { BillingErrors } from '../domain/billing-errors';
import { DOCUMENT_PREFIXES, financialYearLabel, type NumberedDocumentType, seriesFullStem, seriesStem } from '../domain/documents';

const NumberRow = z.object({ documentNumber: column.text });

/** DocumentNumbering through next_document_number (Migration20261126212600_document_numbering), the function invoices use. */
@Injectable()
export class PostgresDocumentNumbering extends DocumentNumbering {
  constructor(private readonly em: EntityManager) {
    super();
  }

  async next(docType: NumberedDocumentType, businessId: string, documentDate: string): Promise<string> {
    // Outside a transaction the series row would be unlocked at once and a failed write would leave a gap.
    if (!this.em.isInTransaction()) throw new Error('DocumentNumbering.next runs inside unitOfWork.run');
    const stem = seriesStem(DOCUMENT_PREFIXES[docType], documentDate);
    const fy = financialYearLabel(documentDate);
    try {
      const [row] = await parsedRows(this.em, NumberRow, sql`select next_document_number(${businessId}, ${docType}, ${fy}, ${stem}) as "documentNumber"`);
      return row.documentNumber;
    } catch (error) {
      const full = seriesFullStem(error);
      throw full ? BillingErrors.documentSeriesFull(full) : error;
    }
  }
}
