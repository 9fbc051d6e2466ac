import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { FileJson, FileSpreadsheet, FileText } from 'lucide-react';
import type { GstReturnPeriod, Gstr1SectionSummary } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { EmptyState } from '@/components/ui/empty-state';
import { errorDescription } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { downloadGstr1, gstr1SummaryQuery } from '../api';
import { FixList } from './fix-list';

const COLUMNS: readonly Column<Gstr1SectionSummary>[] = [
  { header: 'Section', cell: (s) => s.label },
  { header: 'Count', numeric: true, cell: (s) => s.count },
  { header: 'Taxable value', numeric: true, cell: (s) => formatRupees(s.taxable) },
  { header: 'IGST', numeric: true, cell: (s) => formatRupees(s.igst) },
  { header: 'CGST', numeric: true, cell: (s) => formatRupees(s.cgst) },
  { header: 'SGST/UTGST', numeric: true, cell: (s) => formatRupees(s.sgst) },
  { header: 'Cess', numeric: true, cell: (s) => formatRupees(s.cess) },
];

/** GSTR-1 of one period: each section's count and totals, what to fix first, and the two downloads. */
export function Gstr1Card({ period }: { period: GstReturnPeriod }) {
  const query = useQuery(gstr1SummaryQuery(period.fp));
  const [downloading, setDownloading] = useState<'json' | 'csv' | null>(null);
  const summary = query.data;
  const blocked = !summary || summary.problems.length > 0 || !summary.gstin;
  const empty = summary && summary.invoiceCount === 0 && summary.creditNoteCount === 0 && summary.sections.every((s) => s.count === 0);

  const download = async (format: 'json' | 'csv') => {
    if (!summary?.gstin) return;
    setDownloading(format);
    try {
      await downloadGstr1(period.fp, summary.gstin, format);
      toast({ title: 'Download Started', description: `GSTR-1 for ${period.label} is being downloaded${format === 'csv' ? ' as CSV files in a ZIP' : ' as JSON'}.` });
    } catch (error) {
      toast({ title: 'Download Failed', description: errorDescription(error, 'Failed to download the return'), variant: 'destructive' });
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Card>
      <CardHeader className="gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-lg">GSTR-1 · {period.label}</CardTitle>
          <CardDescription>Outward supplies in the GST offline tool&apos;s format{summary?.gstin ? ` for GSTIN ${summary.gstin}` : ''}.</CardDescription>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button onClick={() => void download('json')} disabled={blocked} loading={downloading === 'json'}>
            <FileJson className="size-4" aria-hidden /> Download JSON
          </Button>
          <Button variant="outline" onClick={() => void download('csv')} disabled={blocked} loading={downloading === 'csv'}>
            <FileSpreadsheet className="size-4" aria-hidden /> Download CSV ZIP
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-0 sm:px-6">
        {query.isError ? (
          <p role="alert" className="px-6 text-sm text-destructive sm:px-0">
            {errorDescription(query.error, 'Could not prepare GSTR-1.')}
          </p>
        ) : (
          <>
            {summary && summary.problems.length > 0 && (
              <div className="px-4 sm:px-0">
                <FixList problems={summary.problems} />
              </div>
            )}
            {empty && !summary.problems.length ? (
              <EmptyState icon={FileText} title={`No invoices in ${period.label}`} description="Issued invoices and credit notes dated in this period appear here, section by section." />
            ) : (
              <div className="border-t sm:rounded-md sm:border">
                <DataTable caption={`GSTR-1 sections for ${period.label}`} columns={COLUMNS} rows={summary?.sections ?? []} rowKey={(s) => s.section} loading={query.isPending} skeletonRows={9} />
              </div>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
