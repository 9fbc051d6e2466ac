import { Boxes, HeartPulse, Sparkles, TrendingUp, UserRoundCheck } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

const INSIGHTS = [
  {
    icon: TrendingUp,
    title: 'Revenue trend and 6-month outlook',
    text: 'Built from your own invoices, month by month — with the confidence shown, not hidden.',
  },
  {
    icon: UserRoundCheck,
    title: 'Customers worth a call',
    text: 'Your highest-value buyers, and the regulars who have gone quiet or keep paying late.',
  },
  {
    icon: Boxes,
    title: 'Stock to reorder',
    text: 'Items below their reorder level and the ones that have not moved for months.',
  },
  {
    icon: HeartPulse,
    title: 'Financial health score',
    text: 'Cash flow, margins and runway in one score, plus goals you set and track yourself.',
  },
] as const;

/** Bar heights of the drawn chart (percent); the last two are the dashed "forecast" bars. */
const BARS = [38, 45, 52, 49, 61, 72, 70, 78] as const;

export function InsightsSection() {
  return (
    <section id="insights" className="relative isolate scroll-mt-20 overflow-hidden bg-indigo-950 py-20 sm:py-24">
      <div
        className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_20%,rgba(99,102,241,0.35),transparent_45%),radial-gradient(circle_at_85%_80%,rgba(16,185,129,0.25),transparent_40%)]"
        aria-hidden="true"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Coming soon: AI insights" title="Answers from your own numbers" tone="light">
          Not in Hisaab yet. We are building insights that read the invoices, payments and stock you already keep in
          it and turn them into plain language. Today the dashboard already shows your revenue, dues, GST and low stock.
        </SectionHeading>

        <div className="mt-14 grid items-center gap-10 lg:grid-cols-2">
          <ul className="grid gap-4 sm:grid-cols-2">
            {INSIGHTS.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
                <Icon className="h-5 w-5 text-emerald-300" aria-hidden="true" />
                <h3 className="mt-3 text-sm font-semibold text-white">{title}</h3>
                <p className="mt-1.5 text-sm leading-6 text-indigo-200">{text}</p>
              </li>
            ))}
          </ul>

          <figure className="rounded-2xl bg-white p-6 shadow-2xl shadow-black/30">
            <div className="flex items-center justify-between">
              <figcaption className="text-sm font-semibold text-slate-900">Monthly sales</figcaption>
              <span className="inline-flex items-center gap-1 rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700">
                <Sparkles className="h-3.5 w-3.5" aria-hidden="true" /> Insight
              </span>
            </div>
            <div className="mt-6 flex h-40 items-end gap-2 sm:gap-3" aria-hidden="true">
              {BARS.map((height, i) => (
                <div
                  key={i}
                  style={{ height: `${height}%` }}
                  className={
                    i >= BARS.length - 2
                      ? 'flex-1 rounded-t-md border-2 border-dashed border-emerald-400 bg-emerald-50'
                      : 'flex-1 rounded-t-md bg-gradient-to-t from-indigo-600 to-indigo-400'
                  }
                />
              ))}
            </div>
            <div className="mt-3 flex gap-4 text-xs text-slate-500" aria-hidden="true">
              <span className="inline-flex items-center gap-1.5">
                <span className="h-2.5 w-2.5 rounded-sm bg-indigo-500" /> Actual
              </span>
              <span className="inline-flex items-center gap-1.5">
                <span className="h-2.5 w-2.5 rounded-sm border-2 border-dashed border-emerald-400" /> Forecast
              </span>
            </div>
            <p className="mt-5 rounded-xl bg-slate-50 p-4 text-sm leading-6 text-slate-700">
              “Sales grew in 4 of the last 5 months. Three customers owe 40% of your outstanding dues — a
              reminder this week would help your cash flow.”
            </p>
            <p className="mt-3 text-xs leading-5 text-slate-500">
              Example for illustration. Every figure is computed from your own data; when there is not enough history
              for a figure yet, Hisaab says so instead of guessing.
            </p>
          </figure>
        </div>
      </div>
    </section>
  );
}
