/** GSTR-1 Table 13 (doc_issue): per document type and series, the first and last number, how many, how many cancelled. */
import type { IssuedDocument, IssuedDocumentKind } from './return-documents';
import type { Gstr1DocIssue } from './gstr1-types';

/** The offline tool's document types: doc_num and its text. */
export const DOC_ISSUE_TYPES: Readonly<Record<IssuedDocumentKind, { docNum: number; docType: string }>> = Object.freeze({
  invoice: { docNum: 1, docType: 'Invoices for outward supply' },
  debit_note: { docNum: 4, docType: 'Debit Note' },
  credit_note: { docNum: 5, docType: 'Credit Note' },
  challan_job_work: { docNum: 9, docType: 'Delivery Challan for job work' },
  challan_approval: { docNum: 10, docType: 'Delivery Challan for supply on approval' },
  challan_liquid_gas: { docNum: 11, docType: 'Delivery Challan in case of liquid gas' },
  challan_other: { docNum: 12, docType: 'Delivery Challan in cases other than by way of supply (excluding at S no. 9 to 11)' },
});

/** 'INV/25-26/0012' → series 'INV/25-26/' and serial 12; a number without trailing digits is a series of its own. */
function seriesOf(number: string): { series: string; serial: number } {
  const match = /^(.*?)(\d+)$/.exec(number);
  return match ? { series: match[1], serial: Number(match[2]) } : { series: number, serial: 0 };
}

export function gstr1DocIssue(documents: readonly IssuedDocument[]): Gstr1DocIssue | undefined {
  const byKind = new Map<IssuedDocumentKind, IssuedDocument[]>();
  for (const document of documents) {
    const docs = byKind.get(document.kind);
    if (docs) docs.push(document);
    else byKind.set(document.kind, [document]);
  }
  const doc_det = [...byKind]
    .map(([kind, docs]) => {
      const series = new Map<string, { number: string; serial: number; cancelled: boolean }[]>();
      for (const doc of docs) {
        const { series: name, serial } = seriesOf(doc.number);
        const entry = { number: doc.number, serial, cancelled: doc.cancelled };
        const numbers = series.get(name);
        if (numbers) numbers.push(entry);
        else series.set(name, [entry]);
      }
      const ranges = [...series]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([, numbers], index) => {
          numbers.sort((a, b) => a.serial - b.serial || a.number.localeCompare(b.number));
          const cancel = numbers.filter((n) => n.cancelled).length;
          return { num: index + 1, from: numbers[0].number, to: numbers[numbers.length - 1].number, totnum: numbers.length, cancel, net_issue: numbers.length - cancel };
        });
      return { doc_num: DOC_ISSUE_TYPES[kind].docNum, doc_typ: DOC_ISSUE_TYPES[kind].docType, docs: ranges };
    })
    .sort((a, b) => a.doc_num - b.doc_num);
  return doc_det.length ? { doc_det } : undefined;
}
