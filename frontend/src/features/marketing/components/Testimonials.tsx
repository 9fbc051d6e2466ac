import { Quote } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

const TESTIMONIALS = [
  {
    quote:
      'I used to write bills in a book and sort out GST at the end of the month from memory. Now every bill has the HSN code and the CGST–SGST split on it, and my CA simply downloads the sales report.',
    name: 'Ramesh',
    place: 'Coimbatore',
    business: 'Hardware & electricals shop',
    initials: 'R',
  },
  {
    quote:
      'Half my buyers are outside Uttar Pradesh. Hisaab charges IGST on those invoices and CGST plus SGST on local ones without me thinking about it. The calls about wrong tax have stopped.',
    name: 'Farida',
    place: 'Lucknow',
    business: 'Chikankari garments wholesaler',
    initials: 'F',
  },
  {
    quote:
      'WhatsApp reminders changed how fast dealers pay us. And when the store count does not match, the stock ledger tells me exactly which invoice or stock count moved the parts.',
    name: 'Harpreet',
    place: 'Ludhiana',
    business: 'Auto parts manufacturer',
    initials: 'H',
  },
] as const;

export function Testimonials() {
  return (
    <section className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Loved by owners" title="Small businesses, less paperwork" />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <figure key={t.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-7 shadow-sm">
              <Quote className="h-7 w-7 text-indigo-200" aria-hidden="true" />
              <blockquote className="mt-4 flex-1 text-base leading-7 text-slate-700">“{t.quote}”</blockquote>
              <figcaption className="mt-6 flex items-center gap-3 border-t border-slate-100 pt-5">
                <span
                  className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-indigo-500 to-emerald-500 text-sm font-bold text-white"
                  aria-hidden="true"
                >
                  {t.initials}
                </span>
                <span>
                  <span className="block text-sm font-semibold text-slate-900">
                    {t.name}, {t.place}
                  </span>
                  <span className="block text-sm text-slate-500">{t.business}</span>
                </span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
