import { Info } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** The information panel of the GST Settings screen: the rules the app applies for you. */
export function GstInformation() {
  return (
    <Card className="border-accent-foreground/20 bg-accent/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Info className="size-5" aria-hidden />
          How Hisaab applies GST
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
          <li>Same state as your GSTIN: the line's rate is split half CGST, half SGST (UTGST in union territories without a legislature).</li>
          <li>Another state, an SEZ or an export: the full rate is charged as IGST.</li>
          <li>Rates follow the date of the invoice: from 22 Sep 2025 the slabs are 0, 0.25, 3, 5, 18 and 40%; older invoices keep 12% and 28%.</li>
          <li>Invoice numbers run per financial year, e.g. INV/26-27/0001, at most 16 characters.</li>
          <li>Monthly filers file GSTR-1 and GSTR-3B every month; quarterly (QRMP) filers file returns each quarter and pay tax monthly.</li>
        </ul>
      </CardContent>
    </Card>
  );
}
