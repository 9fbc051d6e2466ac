import { BadgeIndianRupee, Boxes, Download, Eye, FileSpreadsheet, Receipt, Users } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { REPORT_LABELS, REPORT_TYPES, type ReportType } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { useDownloadReportCsv } from '@/lib/report-download';
import type { ReportPeriodInput } from '../api';

const ABOUT: Record<ReportType, { icon: LucideIcon; description: string }> = {
  'profit-loss': { icon: BadgeIndianRupee, description: 'Sales less credit notes, cost of goods sold, expenses by category, net profit and margin.' },
  gst: { icon: Receipt, description: 'Output tax by month and rate, input tax credit from purchases and expenses, the net liability.' },
  sales: { icon: FileSpreadsheet, description: 'Sales by month, customer, product and HSN, with the invoice register.' },
  customers: { icon: Users, description: 'Invoiced, paid and outstanding per customer, ageing by days past due, last purchase.' },
  inventory: { icon: Boxes, description: 'Stock and its value, movement in the period, low stock and items with no sale in 90 days.' },
};

function ReportCard({ type, period, onView }: { type: ReportType; period: ReportPeriodInput; onView: () => void }) {
  const label = REPORT_LABELS[type];
  const download = useDownloadReportCsv(type, label);
  const { icon: Icon, description } = ABOUT[type];
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-1">
        <div className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden />
          <CardTitle className="text-lg">{label} Report</CardTitle>
        </div>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardFooter className="flex-wrap gap-2">
        <Button variant="outline" onClick={onView} aria-label={`View ${label} Report`}>
          <Eye className="size-4" aria-hidden /> View
        </Button>
        <Button variant="outline" loading={download.isPending} onClick={() => download.mutate(period)} aria-label={`Download CSV of the ${label} Report`}>
          {!download.isPending && <Download className="size-4" aria-hidden />} Download CSV
        </Button>
      </CardFooter>
    </Card>
  );
}

/** The five reports, each with View (the result dialog) and Download CSV for the chosen period. */
export function ReportCards({ period, onView }: { period: ReportPeriodInput; onView: (type: ReportType) => void }) {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
      {REPORT_TYPES.map((type) => (
        <ReportCard key={type} type={type} period={period} onView={() => onView(type)} />
      ))}
    </div>
  );
}
