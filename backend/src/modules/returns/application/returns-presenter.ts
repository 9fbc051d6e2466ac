/** Return figures (paise) as the contract's answers (rupees), converted once here. */
import type { GstReturnPeriod, GstReturnProblem, Gstr1SectionSummary } from '@hisaab/contracts';
import { GSTR1_SECTION_LABELS, toRupees, type Gstr1SectionTotals, type ReturnPeriod, type ReturnProblem } from '@hisaab/gst';

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export function presentPeriod(period: ReturnPeriod): GstReturnPeriod {
  return { fp: period.fp, label: period.label, frequency: period.frequency, from: period.from, to: dayBefore(period.to) };
}

export function presentProblem(problem: ReturnProblem): GstReturnProblem {
  return { code: problem.code, message: problem.message, documentKind: problem.documentKind, documentId: problem.documentId, documentNumber: problem.documentNumber };
}

export function presentSection(s: Gstr1SectionTotals): Gstr1SectionSummary {
  return {
    section: s.section,
    label: GSTR1_SECTION_LABELS[s.section],
    count: s.count,
    value: toRupees(s.valuePaise),
    taxable: toRupees(s.taxablePaise),
    igst: toRupees(s.igstPaise),
    cgst: toRupees(s.cgstPaise),
    sgst: toRupees(s.sgstPaise),
    cess: toRupees(s.cessPaise),
  };
}
