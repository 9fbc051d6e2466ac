import { amountInWords, formatINR, type InvoiceTax, type Paise } from '@hisaab/gst';

function Row({ label, paise, strong }: { label: string; paise: Paise; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between gap-4 border-t pt-2 text-base font-semibold' : 'flex justify-between gap-4'}>
      <dt>{label}</dt>
      <dd className="tabular-nums" data-testid={`total-${label}`}>
        {formatINR(paise)}
      </dd>
    </div>
  );
}

/** Why a document charges no GST. */
const UNTAXED_NOTES: Partial<Record<InvoiceTax['documentType'], string>> = {
  bill_of_supply: 'Bill of supply: composition businesses charge no GST.',
  non_gst_invoice: 'Invoice without GST: your business is not registered under GST (GST is off in Configuration).',
};

/** The live totals: CGST + SGST (or UTGST) within the state, IGST across states, none on a bill of supply or non-GST invoice. */
export function InvoiceTotals({ tax, roundOff }: { tax: InvoiceTax; roundOff: boolean }) {
  const taxed = tax.documentType === 'tax_invoice';
  const untaxedNote = UNTAXED_NOTES[tax.documentType];
  const halves = tax.rateBreakdown.filter((row) => row.cgstPaise || row.sgstPaise);
  const igst = tax.rateBreakdown.filter((row) => row.igstPaise);
  return (
    <section aria-label="Invoice totals" className="rounded-lg border bg-surface p-4 text-sm">
      <dl className="flex flex-col gap-2">
        <Row label="Subtotal" paise={tax.subtotalPaise} />
        {untaxedNote && <p className="text-muted-foreground">{untaxedNote}</p>}
        {taxed && tax.supplyType === 'INTRA' && (
          <>
            {halves.map((row) => (
              <div key={row.gstRate} className="contents">
                <Row label={`CGST @ ${row.gstRate / 2}%`} paise={row.cgstPaise} />
                <Row label={`${tax.intraLabel} @ ${row.gstRate / 2}%`} paise={row.sgstPaise} />
              </div>
            ))}
          </>
        )}
        {taxed && tax.supplyType === 'INTER' && igst.map((row) => <Row key={row.gstRate} label={`IGST @ ${row.gstRate}%`} paise={row.igstPaise} />)}
        {tax.cessPaise > 0 && <Row label="Cess" paise={tax.cessPaise} />}
        {roundOff && <Row label="Round off" paise={tax.roundOffPaise} />}
        <Row label="Total" paise={tax.totalPaise} strong />
      </dl>
      <p className="mt-2 text-xs text-muted-foreground" data-testid="amount-in-words">
        {amountInWords(tax.totalPaise)}
      </p>
    </section>
  );
}
