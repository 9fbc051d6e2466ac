import { Link } from 'react-router-dom';
import { Download, FilePlus, IndianRupee, UserPlus } from 'lucide-react';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { useDownloadReportCsv } from '../api';

const actionClasses = cn(buttonClasses('outline'), 'h-auto justify-start py-3');

export function QuickActions() {
  const download = useDownloadReportCsv('sales', 'Sales');
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
        <Link to="/invoices?new=1" className={actionClasses}>
          <FilePlus className="size-4" aria-hidden /> Create Invoice
        </Link>
        <Link to="/customers" className={actionClasses}>
          <UserPlus className="size-4" aria-hidden /> Add Customer
        </Link>
        <Link to="/payments?record=1" className={actionClasses}>
          <IndianRupee className="size-4" aria-hidden /> Record Payment
        </Link>
        <Button variant="outline" className="h-auto justify-start py-3" loading={download.isPending} onClick={() => download.mutate()}>
          {!download.isPending && <Download className="size-4" aria-hidden />} Download Sales CSV
        </Button>
      </CardContent>
    </Card>
  );
}
