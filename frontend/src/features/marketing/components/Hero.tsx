import { Link } from 'react-router-dom';
import { ArrowRight, Check } from 'lucide-react';
import { InvoicePreview } from './InvoicePreview';
import { TRIAL_DAYS } from '../plans';

const PROOF_POINTS = [`${TRIAL_DAYS}-day free trial`, 'Works on phone and computer', 'Your data stays in India'] as const;

export function Hero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-b from-indigo-50 via-white to-white">
      <div
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top_right,rgba(16,185,129,0.14),transparent_60%)]"
        aria-hidden="true"
      />
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 pb-20 pt-14 sm:px-6 sm:pt-20 lg:grid-cols-2 lg:gap-10 lg:px-8 lg:pb-28">
        <div className="text-center lg:text-left">
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-xs font-semibold text-indigo-700 shadow-sm ring-1 ring-indigo-100">
            <span className="h-1.5 w-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
            Business Management &amp; GST Compliance
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl">
            Billing, GST and stock,{' '}
            <span className="bg-gradient-to-r from-indigo-600 to-emerald-600 bg-clip-text text-transparent">
              sorted in one place.
            </span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-8 text-slate-600 lg:mx-0">
            Hisaab helps shop owners, traders and small manufacturers make GST-ready invoices in a few taps,
            collect payments faster with WhatsApp and e-mail reminders, and always know what is in stock.
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Link
              to="/register"
              className="inline-flex w-full items-center justify-center gap-2 rounded-xl bg-indigo-600 px-6 py-3.5 text-base font-semibold text-white shadow-lg shadow-indigo-600/25 transition hover:bg-indigo-500 sm:w-auto"
            >
              Start your free trial <ArrowRight className="h-4 w-4" aria-hidden="true" />
            </Link>
            <a
              href="#pricing"
              className="inline-flex w-full items-center justify-center rounded-xl bg-white px-6 py-3.5 text-base font-semibold text-slate-800 ring-1 ring-slate-200 transition hover:bg-slate-50 sm:w-auto"
            >
              See pricing
            </a>
          </div>
          <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600 lg:justify-start">
            {PROOF_POINTS.map((point) => (
              <li key={point} className="inline-flex items-center gap-1.5">
                <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" /> {point}
              </li>
            ))}
          </ul>
        </div>
        <InvoicePreview />
      </div>
    </section>
  );
}
