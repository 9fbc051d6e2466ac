import { Check } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

const ITEMS = [
  'Invoice numbers per financial year, e.g. INV/26-27/0001',
  'GSTIN, HSN codes, UDYAM number and state codes on invoices',
  'New GST rate slabs, with older rates kept for older documents',
  'Composition scheme and monthly or quarterly filing settings',
  'Download invoices as PDF or share a secure link with a Pay Now button',
  'Send invoices, reminders and receipts by e-mail or WhatsApp',
  'Bulk payment reminders for all pending invoices at once',
  'Import your product list from a CSV file',
  'Low-stock alerts based on each item’s reorder level',
  'A dashboard with revenue, dues and GST, every figure from your own invoices',
  'The sales report downloadable as CSV for your accountant',
  'Amounts in rupees with Indian digit grouping — ₹1,25,000, not ₹125,000',
] as const;

export function FeatureList() {
  return (
    <section className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="And much more" title="Made for the way Indian businesses work">
          The small details that save you a trip to your CA, or an awkward call from a customer.
        </SectionHeading>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-x-10 gap-y-4 sm:grid-cols-2">
          {ITEMS.map((item) => (
            <li key={item} className="flex gap-3 text-sm leading-6 text-slate-700 sm:text-base">
              <span className="mt-0.5 inline-flex h-5 w-5 flex-none items-center justify-center rounded-full bg-emerald-100 text-emerald-700 sm:mt-1">
                <Check className="h-3.5 w-3.5" aria-hidden="true" />
              </span>
              {item}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
