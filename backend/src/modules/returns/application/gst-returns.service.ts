import { Injectable } from '@nestjs/common';
import { GstReturnMessages, type GstReturnPeriodsResponse, type Gstr1SummaryResponse, type Gstr3bResponse } from '@hisaab/contracts';
import { buildGstr1, buildGstr3b, gstr1Summary, parseReturnPeriod, recentReturnPeriods, returnProblems, type Gstr1Return, type ReturnPeriod, type ReturnProblem } from '@hisaab/gst';
import { Clock } from '../../../platform/clock/clock';
import type { AuthContext } from '../../../shared/tenant';
import { ReturnsErrors } from '../domain/returns-errors';
import { gstr1Sheets, type CsvSheet } from './gstr1-csv';
import { FilerProfiles, InputTaxSource, type FilerProfile } from './ports/partners';
import { ReturnDocuments, type PeriodDocuments } from './ports/return-documents';
import { presentPeriod, presentProblem, presentSection } from './returns-presenter';

/** How far back the period picker goes: two years of months, or eight quarters. */
const PICKER_PERIODS = { monthly: 24, quarterly: 8 } as const;
/** Problems that make GSTR-3B wrong too (its figures are by place of supply; HSN does not enter it). */
const GSTR3B_BLOCKERS: ReadonlySet<string> = new Set(['COMPOSITION_SCHEME', 'SUPPLIER_GSTIN_MISSING', 'SUPPLIER_GSTIN_INVALID', 'PLACE_OF_SUPPLY_INVALID']);

interface Prepared {
  filer: FilerProfile;
  period: ReturnPeriod;
  docs: PeriodDocuments;
  problems: ReturnProblem[];
}

/** GSTR-1 and GSTR-3B of a return period, from the business's documents (built by libs/gst). */
@Injectable()
export class GstReturnsService {
  constructor(
    private readonly documents: ReturnDocuments,
    private readonly filers: FilerProfiles,
    private readonly inputTax: InputTaxSource,
    private readonly clock: Clock,
  ) {}

  async periods(auth: AuthContext): Promise<GstReturnPeriodsResponse> {
    const { filingFrequency } = await this.filers.get(auth.businessId);
    const periods = recentReturnPeriods(this.clock.todayInIndia(), filingFrequency, PICKER_PERIODS[filingFrequency]);
    return { filingFrequency, periods: periods.map(presentPeriod) };
  }

  async gstr1Summary(auth: AuthContext, fp: string): Promise<Gstr1SummaryResponse> {
    const { filer, period, docs, problems } = await this.prepare(auth, fp);
    const ret = buildGstr1({ gstin: filer.gstin ?? '', fp: period.fp, ...docs });
    return {
      period: presentPeriod(period),
      gstin: filer.gstin,
      invoiceCount: docs.invoices.length,
      creditNoteCount: docs.creditNotes.length,
      sections: gstr1Summary(ret).map(presentSection),
      problems: problems.map(presentProblem),
    };
  }

  /** The offline tool's JSON; 422 GST_RETURN_NEEDS_FIXES with the list instead of a file the portal refuses. */
  async gstr1(auth: AuthContext, fp: string): Promise<{ fileName: string; gstr1: Gstr1Return }> {
    const { filer, period, docs, problems } = await this.prepare(auth, fp);
    if (problems.length || !filer.gstin) throw ReturnsErrors.needsFixes(problems.map(presentProblem));
    return { fileName: `GSTR1_${filer.gstin}_${period.fp}`, gstr1: buildGstr1({ gstin: filer.gstin, fp: period.fp, ...docs }) };
  }

  /** One CSV per section in the offline tool's Excel column order, for a ZIP. */
  async gstr1Csv(auth: AuthContext, fp: string): Promise<{ fileName: string; sheets: CsvSheet[] }> {
    const { fileName, gstr1 } = await this.gstr1(auth, fp);
    return { fileName, sheets: gstr1Sheets(gstr1) };
  }

  async gstr3b(auth: AuthContext, fp: string): Promise<Gstr3bResponse> {
    const { filer, period, docs, problems } = await this.prepare(auth, fp);
    const blocking = problems.filter((p) => GSTR3B_BLOCKERS.has(p.code));
    if (blocking.length || !filer.gstin) throw ReturnsErrors.needsFixes(blocking.map(presentProblem));
    const inputTax = await this.inputTax.forPeriod(auth.businessId, period);
    return {
      period: presentPeriod(period),
      gstr3b: buildGstr3b({ gstin: filer.gstin, fp: period.fp, invoices: docs.invoices, creditNotes: docs.creditNotes, inputTax }),
      inputTaxRecorded: inputTax !== null,
      inputTaxNote: inputTax === null ? GstReturnMessages.inputTaxNotRecorded : null,
    };
  }

  private async prepare(auth: AuthContext, fp: string): Promise<Prepared> {
    const filer = await this.filers.get(auth.businessId);
    const period = parseReturnPeriod(fp, filer.filingFrequency, this.clock.todayInIndia());
    if ('problem' in period) throw ReturnsErrors.invalid({ period: period.problem });
    const docs = await this.documents.forPeriod(auth.businessId, period);
    const problems = returnProblems({ gstin: filer.gstin, composition: filer.composition, invoices: docs.invoices, creditNotes: docs.creditNotes });
    return { filer, period, docs, problems };
  }
}
