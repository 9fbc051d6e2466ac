import type { LucideIcon } from 'lucide-react';
import { BellRing, Boxes, FileChartColumn, ReceiptIndianRupee, Repeat, Smartphone, Truck, Users } from 'lucide-react';
import { SectionHeading } from './SectionHeading';

interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
  /** Not in Hisaab yet: shown with a "Coming soon" label, never as if available. */
  comingSoon?: true;
}

const FEATURES: readonly Feature[] = [
  {
    icon: ReceiptIndianRupee,
    title: 'GST invoicing',
    text: 'GSTIN, HSN and place of supply on every invoice. CGST + SGST within your state, IGST across states — worked out for you.',
  },
  {
    icon: Users,
    title: 'Customers',
    text: 'Keep every customer’s GSTIN, address and invoices in one place, and see at a glance who still owes you.',
  },
  {
    icon: Boxes,
    title: 'Inventory & stock ledger',
    text: 'Stock goes down as you bill. Every change — sale, CSV import or manual count — is a ledger line with its reason.',
  },
  {
    icon: BellRing,
    title: 'Payments & reminders',
    text: 'Record cash, UPI, cheque or bank payments and send reminders and receipts by e-mail or WhatsApp in one tap.',
  },
  {
    icon: Truck,
    title: 'Delivery challans',
    text: 'Send goods with a Rule 55 challan in triplicate, track dispatched and delivered, take returns back into stock, and turn a delivered challan into its invoice.',
  },
  {
    icon: Repeat,
    title: 'Recurring invoices',
    text: 'Rent, AMC or monthly supply? Set up a template once — weekly, monthly, quarterly or yearly — and let Hisaab bill it.',
    comingSoon: true,
  },
  {
    icon: FileChartColumn,
    title: 'Dashboard & sales report',
    text: 'Revenue, dues and GST collected this quarter, all from your own invoices, and a sales report to download as CSV for your CA.',
  },
  {
    icon: Smartphone,
    title: 'Installable, works offline',
    text: 'Install Hisaab on your phone or computer like an app. It opens even on a weak connection and shows when you are offline.',
  },
];

export function FeatureGrid() {
  return (
    <section id="features" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="Features" title="Everything your counter and your CA need">
          From the first invoice to the GST report, Hisaab replaces the bill book, the stock register and the
          dues diary.
        </SectionHeading>
        <div className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map(({ icon: Icon, title, text, comingSoon }) => (
            <article
              key={title}
              className="group rounded-2xl border border-slate-200 bg-white p-6 transition hover:-translate-y-0.5 hover:border-indigo-200 hover:shadow-lg hover:shadow-indigo-900/5"
            >
              <span className="inline-flex h-11 w-11 items-center justify-center rounded-xl bg-indigo-50 text-indigo-600 transition group-hover:bg-indigo-600 group-hover:text-white">
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-base font-semibold text-slate-900">
                {title}
                {comingSoon && <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">Coming soon</span>}
              </h3>
              <p className="mt-2 text-sm leading-6 text-slate-600">{text}</p>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
