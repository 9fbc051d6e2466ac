import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { SectionHeading } from './SectionHeading';
import { TRIAL_DAYS } from '../plans';
import {
  ACCOUNT_DELETION_DAYS,
  DATA_EXPORT_HOURS,
  GST_RECORD_RETENTION_MONTHS,
  REFUND_MIN_PLAN_YEARS,
  REFUND_PROCESSING_BUSINESS_DAYS,
  REFUND_WINDOW_DAYS,
  SUPPORT_EMAIL,
} from '../policy';

const FAQS: readonly { q: string; a: string }[] = [
  {
    q: `What do I get in the ${TRIAL_DAYS}-day free trial?`,
    a: `Everything Hisaab does today: GST invoices with PDFs and payment links, customers, inventory with a stock ledger, delivery challans, payments, reminders by e-mail and WhatsApp, and the dashboard with its sales report. Recurring invoices, more reports, AI insights and marketing campaigns are coming soon. You do not pay anything to start. When the trial ends, choose a plan to continue — the invoices and customers you created during the trial stay in your account.`,
  },
  {
    q: 'How does Hisaab decide between CGST + SGST and IGST?',
    a: 'It compares the place of supply on the invoice with the state of your GST registration. If both are the same state, the sale is intra-state and the GST rate is split equally into CGST and SGST (18% becomes 9% + 9%). If the place of supply is another state, it is inter-state and the full rate is charged as IGST. The state code from the GSTIN (for example 27 for Maharashtra) is shown on the invoice.',
  },
  {
    q: 'How are invoice numbers generated?',
    a: 'Each business gets its own unbroken series per financial year, for example INV/26-27/0001, INV/26-27/0002 and so on. The series restarts at 0001 on 1 April. Numbers stay within the 16 characters allowed by GST Rule 46, are unique within the financial year, and you can change the prefix in your settings.',
  },
  {
    q: 'Can I use Hisaab without internet?',
    a: 'Hisaab can be installed on your phone or computer like an app and opens even when your connection drops. It shows clearly whether you are online, and pages you have already opened stay readable. Creating or changing invoices, payments and stock needs a connection, so that your data is always saved on the server and the same on every device.',
  },
  {
    q: 'Is my business data safe?',
    a: 'Your data is stored in India, on servers we operate, and every connection to Hisaab is encrypted. Passwords are stored only as argon2id hashes, never in readable form. Each business can see only its own records. Subscription payments are handled by Razorpay, so we never see or store your card number.',
  },
  {
    q: 'Can I send invoices and reminders on WhatsApp?',
    a: 'Yes. From any invoice you can send the invoice, a download link or a payment reminder by WhatsApp or e-mail, and send a payment receipt when money comes in. Your customer opens the invoice through a private link that cannot be guessed, without needing an account.',
  },
  {
    q: 'What is your refund policy?',
    a: `Plans of ${REFUND_MIN_PLAN_YEARS} years or more (Professional and Enterprise) get a 100% refund if you ask within ${REFUND_WINDOW_DAYS} days of purchase. Refunds are processed within ${REFUND_PROCESSING_BUSINESS_DAYS} business days to the original payment method. One-year plans (Basic and Premium Campaign) are not refundable, which is why we offer the free trial first. Write to ${SUPPORT_EMAIL} to request a refund.`,
  },
  {
    q: 'How do I export my data or delete my account?',
    a: `Both are on the Delete Account page in the app. Request a data export there first: we e-mail you a link to one ZIP file with every record (CSV and JSON) and the PDF of each issued invoice within ${DATA_EXPORT_HOURS} hours. GST law requires your business to keep its records for ${GST_RECORD_RETENTION_MONTHS} months, so keep that copy. When you confirm the deletion you are signed out everywhere, and the account and all its data are permanently removed ${ACCOUNT_DELETION_DAYS} days later; signing in again before then cancels the deletion. The sales report can be downloaded as CSV from the dashboard at any time.`,
  },
];

export function Faq() {
  return (
    <section id="faq" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <SectionHeading eyebrow="FAQ" title="Questions owners ask us" />
        <Accordion.Root type="single" collapsible className="mt-12 divide-y divide-slate-200 rounded-2xl border border-slate-200">
          {FAQS.map((item, i) => (
            <Accordion.Item key={item.q} value={`faq-${i}`} className="group">
              <Accordion.Header>
                <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-5 text-left text-base font-semibold text-slate-900 transition hover:text-indigo-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-indigo-600 sm:px-6">
                  {item.q}
                  <ChevronDown
                    className="h-5 w-5 flex-none text-slate-400 transition-transform duration-200 group-data-[state=open]:rotate-180 group-data-[state=open]:text-indigo-600"
                    aria-hidden="true"
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-sm leading-7 text-slate-600 sm:px-6 sm:text-base">
                {item.a}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}
