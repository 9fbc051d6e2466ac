import { useQuery } from '@tanstack/react-query';
import { FileJson, Info } from 'lucide-react';
import { stateLabel } from '@hisaab/gst';
import type { GstReturnPeriod, Gstr3bPlaceRow, Gstr3bResponse } from '@hisaab/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { DataTable, type Column } from '@/components/ui/data-table';
import { errorDescription } from '@/lib/api-client';
import { formatRupees } from '@/lib/format';
import { toast } from '@/lib/toast';
import { gstr3bQuery, saveGstr3b } from '../api';

interface Row {
  key: string;
  label: string;
  txval?: number;
  iamt?: number;
  camt?: number;
  samt?: number;
  csamt?: number;
}

const amount = (value: number | undefined) => (value === undefined ? '—' : formatRupees(value));
const columns = (first: string): readonly Column<Row>[] => [
  { header: first, cell: (r) => r.label },
  { header: 'Taxable value', numeric: true, cell: (r) => amount(r.txval) },
  { header: 'IGST', numeric: true, cell: (r) => amount(r.iamt) },
  { header: 'CGST', numeric: true, cell: (r) => amount(r.camt) },
  { header: 'SGST/UTGST', numeric: true, cell: (r) => amount(r.samt) },
  { header: 'Cess', numeric: true, cell: (r) => amount(r.csamt) },
];
const SUPPLY_COLUMNS = columns('3.1 Nature of supplies');
const ITC_COLUMNS = columns('4 Input tax credit').filter((c) => c.header !== 'Taxable value');
const PLACE_COLUMNS: readonly Column<Gstr3bPlaceRow>[] = [
  { header: 'Place of supply', cell: (r) => stateLabel(r.pos) ?? r.pos },
  { header: 'Taxable value', numeric: true, cell: (r) => formatRupees(r.txval) },
  { header: 'IGST', numeric: true, cell: (r) => formatRupees(r.iamt) },
];

function supplyRows({ sup_details: s }: Gstr3bResponse['gstr3b']): Row[] {
  return [
    { key: 'a', label: '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)', ...s.osup_det },
    { key: 'b', label: '(b) Outward taxable supplies (zero rated)', ...s.osup_zero },
    { key: 'c', label: '(c) Other outward supplies (nil rated, exempted)', ...s.osup_nil_exmp },
    { key: 'd', label: '(d) Inward supplies (liable to reverse charge)', ...s.isup_rev },
    { key: 'e', label: '(e) Non-GST outward supplies', ...s.osup_nongst },
  ];
}

function itcRows({ itc_elg: i }: Gstr3bResponse['gstr3b']): Row[] {
  const of = (ty: string, list: typeof i.itc_avl | typeof i.itc_inelg) => list.find((r) => r.ty === ty);
  return [
    { key: 'rc', label: '(A)(3) Inward supplies liable to reverse charge', ...of('ISRC', i.itc_avl) },
    { key: 'oth', label: '(A)(5) All other ITC', ...of('OTH', i.itc_avl) },
    { key: 'net', label: '(C) Net ITC available', ...i.itc_net },
    { key: 'inelg', label: '(D) Ineligible ITC', ...of('OTH', i.itc_inelg) },
  ];
}

/** GSTR-3B of one period: 3.1, 3.2 and 4 as the portal lays them out, and its JSON. */
export function Gstr3bCard({ period }: { period: GstReturnPeriod }) {
  const query = useQuery(gstr3bQuery(period.fp));
  const answer = query.data;
  return (
    <Card>
      <CardHeader className="gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="flex flex-col gap-1.5">
          <CardTitle className="text-lg">GSTR-3B · {period.label}</CardTitle>
          <CardDescription>The summary return, net of credit notes.</CardDescription>
        </div>
        <Button
          variant="outline"
          disabled={!answer}
          onClick={() => {
            if (!answer) return;
            saveGstr3b(answer);
            toast({ title: 'Download Started', description: `GSTR-3B for ${period.label} is being downloaded as JSON.` });
          }}
        >
          <FileJson className="size-4" aria-hidden /> Download 3B JSON
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 px-0 sm:px-6">
        {query.isError ? (
          <p role="alert" className="px-6 text-sm text-destructive sm:px-0">
            {errorDescription(query.error, 'Could not prepare GSTR-3B.')}
          </p>
        ) : (
          <>
            <div className="border-t sm:rounded-md sm:border">
              <DataTable caption={`GSTR-3B table 3.1 for ${period.label}`} columns={SUPPLY_COLUMNS} rows={answer ? supplyRows(answer.gstr3b) : []} rowKey={(r) => r.key} loading={query.isPending} />
            </div>
            <h3 className="px-4 text-sm font-semibold sm:px-0">3.2 Inter-state supplies to unregistered persons</h3>
            {answer && !answer.gstr3b.inter_sup.unreg_details.length ? (
              <p className="px-4 text-sm text-muted-foreground sm:px-0">None in {period.label}.</p>
            ) : (
              <div className="border-t sm:rounded-md sm:border">
                <DataTable caption={`GSTR-3B table 3.2 for ${period.label}`} columns={PLACE_COLUMNS} rows={answer?.gstr3b.inter_sup.unreg_details ?? []} rowKey={(r) => r.pos} loading={query.isPending} skeletonRows={2} />
              </div>
            )}
            {answer?.inputTaxNote && (
              <p className="mx-4 flex items-start gap-2 rounded-md border p-3 text-sm sm:mx-0">
                <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {answer.inputTaxNote}
              </p>
            )}
            <div className="border-t sm:rounded-md sm:border">
              <DataTable caption={`GSTR-3B table 4 for ${period.label}`} columns={ITC_COLUMNS} rows={answer ? itcRows(answer.gstr3b) : []} rowKey={(r) => r.key} loading={query.isPending} skeletonRows={4} />
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
