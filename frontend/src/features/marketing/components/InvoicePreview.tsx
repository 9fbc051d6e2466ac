import { BellRing, CircleCheck } from 'lucide-react';

const LINES = [
  { name: 'LED Panel Light 18W', hsn: '9405', qty: 10, rate: 450 },
  { name: 'PVC Conduit Pipe 25mm', hsn: '3917', qty: 20, rate: 95 },
] as const;

const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A drawn (not photographed) intra-state tax invoice: 18% split into CGST 9% + SGST 9%. */
export function InvoicePreview() {
  const taxable = LINES.reduce((sum, l) => sum + l.qty * l.rate, 0);
  const half = Math.round(taxable * 0.09);
  const total = taxable + half * 2;

  return (
    <div className="relative mx-auto w-full max-w-md" aria-label="Example of a GST invoice made in Hisaab" role="img">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-indigo-200/60 via-white to-emerald-200/60 blur-2xl" />
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-xl shadow-indigo-900/10 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold uppercase tracking-wider text-indigo-600">Tax Invoice</p>
            <p className="mt-1 font-mono text-sm font-semibold text-slate-900">INV/26-27/0042</p>
          </div>
          <span className="rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-700 ring-1 ring-emerald-600/20">
            Paid
          </span>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3 text-xs text-slate-500">
          <div>
            <p className="font-medium text-slate-700">Sharma Electricals</p>
            <p>GSTIN 08ABCDE1234F1Z0</p>
          </div>
          <div className="text-right">
            <p className="font-medium text-slate-700">Bill to: Verma Builders</p>
            <p>Place of supply: Rajasthan (08)</p>
          </div>
        </div>
        <table className="mt-4 w-full text-left text-xs">
          <thead className="border-y border-slate-100 text-slate-500">
            <tr>
              <th className="py-2 font-medium">Item</th>
              <th className="py-2 font-medium">HSN</th>
              <th className="py-2 text-right font-medium">Qty</th>
              <th className="py-2 text-right font-medium">Amount</th>
            </tr>
          </thead>
          <tbody className="text-slate-700">
            {LINES.map((l) => (
              <tr key={l.hsn} className="border-b border-slate-50">
                <td className="py-2 pr-2">{l.name}</td>
                <td className="py-2 font-mono text-slate-500">{l.hsn}</td>
                <td className="py-2 text-right">{l.qty}</td>
                <td className="py-2 text-right tabular-nums">{inr(l.qty * l.rate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <dl className="ml-auto mt-3 w-3/5 space-y-1 text-xs tabular-nums">
          <div className="flex justify-between text-slate-500"><dt>Taxable value</dt><dd>{inr(taxable)}</dd></div>
          <div className="flex justify-between text-slate-500"><dt>CGST 9%</dt><dd>{inr(half)}</dd></div>
          <div className="flex justify-between text-slate-500"><dt>SGST 9%</dt><dd>{inr(half)}</dd></div>
          <div className="flex justify-between border-t border-slate-200 pt-1.5 text-sm font-semibold text-slate-900">
            <dt>Total</dt><dd>{inr(total)}</dd>
          </div>
        </dl>
      </div>
      <div className="absolute -left-4 -top-5 hidden items-center gap-2 rounded-xl bg-white px-3 py-2 text-xs font-medium text-slate-700 shadow-lg ring-1 ring-slate-200 sm:flex">
        <BellRing className="h-4 w-4 text-indigo-600" aria-hidden="true" /> Reminder sent on WhatsApp
      </div>
      <div className="absolute -bottom-4 -right-2 flex items-center gap-2 rounded-xl bg-white px-3 py-2 text-xs font-medium text-slate-700 shadow-lg ring-1 ring-slate-200">
        <CircleCheck className="h-4 w-4 text-emerald-600" aria-hidden="true" /> {inr(total)} received
      </div>
    </div>
  );
}
