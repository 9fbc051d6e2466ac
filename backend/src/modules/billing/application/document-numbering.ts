import type { NumberedDocumentType } from '../domain/documents';

/**
 * The next number of a document series other than invoices' (invoices number themselves inside their
 * one create statement, through the same SQL function): 'CN/26-27/0001' for a credit note dated in
 * FY 2026-27, 'DC/26-27/0001' for a delivery challan. One series per business, document type and
 * financial year of `documentDate` ('YYYY-MM-DD'); numbers of at most 16 characters
 * (DOCUMENT_SERIES_FULL past that).
 *
 * Call it inside the caller's `unitOfWork.run`, before writing the document: the series row stays
 * locked until that transaction ends, so concurrent documents get consecutive numbers and a
 * rolled-back one gives its number back (gapless). Outside a transaction it throws.
 */
export abstract class DocumentNumbering {
  abstract next(docType: NumberedDocumentType, businessId: string, documentDate: string): Promise<string>;
}
