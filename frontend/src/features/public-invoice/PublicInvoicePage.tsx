import { useEffect, type MouseEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Download, FileX2, IndianRupee, Smartphone } from 'lucide-react';
import { formatUnitPrice } from '@hisaab/gst';
import { useParams } from 'react-router-dom';
import { CREDIT_NOTE_REASON_LABELS, unitLabel } from '@hisaab/contracts';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { errorDescription } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { formatDate, formatRupees } from '@/lib/format';
import { isNotFound, publicInvoicePdfPath, publicInvoiceQuery, type PublicInvoice } from './api';

const quantity = (q: number) => new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 }).format(q);

/** /client/{shareId}: the invoice as the customer sees it, without signing in (docs/spec/part-2.md). */
export default function PublicInvoicePage() {
  const { shareId = '' } = useParams();
  const query = useQuery(publicInvoiceQuery(shareId));

  // The server also sends X-Robots-Tag; the meta tag covers a page opened from the service worker's cache.
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex, nofollow';
    document.head.appendChild(robots);
    return () => robots.remove();
  }, []);

  useEffect(() => {
    const previous = document.title;
    document.title = query.data ? `${query.data.title === 'BILL OF SUPPLY' ? 'Bill of Supply' : 'Invoice'} ${query.data.invoiceNumber} · ${query.data.business.name}` : 'Invoice';
    return () => {
      document.title = previous;
    };
  }, [query.data]);

  if (query.isPending) return <PageSpinner label="Loading invoice" />;
  if (query.isError) {
    return isNotFound(query.error) ? <InvoiceNotFound /> : <LoadFailed message={errorDescription(query.error, 'Please check your connection and try again.')} onRetry={() => void query.refetch()} />;
  }
  return <InvoiceView invoice={query.data} shareId={shareId} />;
}

function Shell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-slate-100 px-3 py-4 sm:px-6 sm:py-10">
      <main className="mx-auto max-w-3xl">{children}</main>
      <p className="mt-6 text-center text-xs text-slate-600">Sent with Hisaab · GST invoicing for small businesses</p>
    </div>
  );
}

function InvoiceNotFound() {
  return (
    <Shell>
      <section className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm">
        <FileX2 className="mx-auto size-12 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold text-slate-900">Invoice Not Found</h1>
        <p className="mt-2 text-sm text-slate-600">The invoice you're looking for doesn't exist or has been removed.</p>
      </section>
    </Shell>
  );
}

function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Shell>
      <section className="rounded-2xl bg-white px-6 py-14 text-center shadow-sm" role="alert">
        <h1 className="text-xl font-semibold text-slate-900">Could not load the invoice</h1>
        <p className="mt-2 text-sm text-slate-600">{message}</p>
        <button type="button" className={cn(buttonClasses('outline'), 'mt-6')} onClick={onRetry}>
          Try again
        </button>
      </section>
    </Shell>
  );
}

function StatusBadge({ invoice }: { invoice: PublicInvoice }) {
  if (invoice.status === 'paid') return <Badge variant="success">Paid</Badge>;
  if (invoice.isOverdue) return <Badge variant="destructive">Overdue</Badge>;
  return <Badge variant="warning">Sent</Badge>;
}

function InvoiceView({ invoice, shareId }: { invoice: PublicInvoice; shareId: string }) {
  const { business, customer, payment } = invoice;
  const canPay = invoice.status === 'sent' && payment !== null;
  return (
    <Shell>
      <article className="overflow-hidden rounded-2xl bg-white shadow-sm" aria-label={`Invoice ${invoice.invoiceNumber}`}>
        <header className="border-b border-slate-200 px-5 py-5 sm:px-8">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-lg font-bold text-slate-900 sm:text-xl">{business.name}</p>
              {business.address && <p className="text-sm text-slate-600">{business.address}</p>}
              <p className="mt-1 text-xs text-slate-500">
                {business.gstNumber && <span className="mr-3">GSTIN {business.gstNumber}</span>}
                {business.state && <span>{business.state}</span>}
              </p>
            </div>
            <div className="text-left sm:text-right">
              <p className="text-xs font-semibold tracking-widest text-slate-500">{invoice.title}</p>
              <h1 className="text-lg font-semibold text-slate-900">{invoice.invoiceNumber}</h1>
              <div className="mt-1">
                <StatusBadge invoice={invoice} />
              </div>
            </div>
          </div>
        </header>

        <section className="grid gap-4 bg-slate-50 px-5 py-5 sm:grid-cols-[1fr_auto] sm:items-center sm:px-8">
          {invoice.status === 'paid' ? (
            <div className="flex items-start gap-3 rounded-xl border border-green-200 bg-green-50 p-4 text-green-900" role="status">
              <CheckCircle2 className="mt-0.5 size-6 shrink-0 text-green-600" aria-hidden />
              <div>
                {/* An invoice settled by credit notes alone received no payment: say what settled it. */}
                <h2 className="font-semibold">{invoice.amountReceived > 0 ? 'Payment Received' : 'Nothing Due'}</h2>
                <p className="text-sm">
                  {invoice.amountReceived > 0
                    ? `${formatRupees(invoice.amountReceived)} received${invoice.paidOn ? ` on ${formatDate(invoice.paidOn)}` : ''}. Thank you!`
                    : `Settled by credit notes of ${formatRupees(invoice.credited)}.`}
                </p>
              </div>
            </div>
          ) : (
            <div>
              <p className="text-sm text-slate-600">Amount due</p>
              <p className="text-3xl font-bold tracking-tight text-slate-900">{formatRupees(invoice.balanceDue)}</p>
              <p className={cn('text-sm', invoice.isOverdue ? 'font-medium text-red-700' : 'text-slate-600')}>
                {invoice.isOverdue ? 'Overdue since' : 'Due by'} {formatDate(invoice.dueDate)}
              </p>
            </div>
          )}
          <div className="flex flex-col gap-2 sm:items-end">
            {canPay && (
              <a className={cn(buttonClasses('default', 'lg'), 'w-full sm:w-auto')} href={payment.upi ? payment.upi.uri : '#pay'} onClick={showQrOnDesktop}>
                <IndianRupee className="size-4" aria-hidden />
                Pay Now
              </a>
            )}
            <a className={cn(buttonClasses('outline', 'lg'), 'w-full sm:w-auto')} href={publicInvoicePdfPath(shareId)} download>
              <Download className="size-4" aria-hidden />
              Download PDF
            </a>
          </div>
        </section>

        <section className="grid gap-5 px-5 py-5 sm:grid-cols-2 sm:px-8">
          <div>
            <h2 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Bill to</h2>
            <p className="mt-1 font-semibold text-slate-900">{customer.name}</p>
            {customer.address && <p className="text-sm text-slate-600">{customer.address}</p>}
            {customer.gstNumber && <p className="text-sm text-slate-600">GSTIN {customer.gstNumber}</p>}
            {customer.email && <p className="text-sm text-slate-600">{customer.email}</p>}
            {customer.phone && <p className="text-sm text-slate-600">{customer.phone}</p>}
          </div>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:justify-self-end">
            <dt className="text-slate-500">Invoice date</dt>
            <dd className="text-right font-medium text-slate-900">{formatDate(invoice.invoiceDate)}</dd>
            <dt className="text-slate-500">Due date</dt>
            <dd className="text-right font-medium text-slate-900">{formatDate(invoice.dueDate)}</dd>
            <dt className="text-slate-500">Place of supply</dt>
            <dd className="text-right font-medium text-slate-900">{invoice.placeOfSupply}</dd>
          </dl>
        </section>

        <Items invoice={invoice} />
        <Totals invoice={invoice} />

        {(invoice.notes || invoice.termsAndConditions) && (
          <section className="grid gap-4 border-t border-slate-200 px-5 py-5 text-sm sm:grid-cols-2 sm:px-8">
            {invoice.notes && (
              <div>
                <h2 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Notes</h2>
                <p className="mt-1 whitespace-pre-line text-slate-700">{invoice.notes}</p>
              </div>
            )}
            {invoice.termsAndConditions && (
              <div>
                <h2 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Terms &amp; Conditions</h2>
                <p className="mt-1 whitespace-pre-line text-slate-700">{invoice.termsAndConditions}</p>
              </div>
            )}
          </section>
        )}

        {canPay && <PaymentOptions payment={payment} />}

        {(business.phone || business.email) && (
          <footer className="border-t border-slate-200 px-5 py-4 text-xs text-slate-500 sm:px-8">
            Questions about this invoice? Contact {business.name}
            {business.phone && <> · {business.phone}</>}
            {business.email && <> · {business.email}</>}
          </footer>
        )}
      </article>
    </Shell>
  );
}

/** A `upi://` link opens a UPI app on phones; computers have none, so Pay Now shows the QR code to scan instead. */
function showQrOnDesktop(event: MouseEvent<HTMLAnchorElement>) {
  if (window.matchMedia?.('(pointer: coarse)').matches) return;
  event.preventDefault();
  document.getElementById('pay')?.scrollIntoView({ behavior: 'smooth', block: 'center' });
}

function Items({ invoice }: { invoice: PublicInvoice }) {
  const taxed = invoice.documentType === 'tax_invoice';
  return (
    <section className="border-t border-slate-200" aria-label="Items">
      {/* Phones: one card per line. */}
      <ul className="divide-y divide-slate-100 sm:hidden">
        {invoice.items.map((item, index) => (
          <li key={index} className="flex justify-between gap-3 px-5 py-3">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{item.productName}</p>
              {item.description && <p className="text-xs text-slate-500">{item.description}</p>}
              <p className="text-xs text-slate-500">
                {quantity(item.quantity)} {unitLabel(item.unit)} × ₹{formatUnitPrice(item.rate)}
                {taxed && <> · GST {item.gstRate}%</>}
                {item.hsn && <> · HSN {item.hsn}</>}
              </p>
            </div>
            <p className="shrink-0 font-medium text-slate-900">{formatRupees(item.totalAmount)}</p>
          </li>
        ))}
      </ul>
      <table className="hidden w-full text-sm sm:table">
        <thead className="bg-slate-50 text-xs text-slate-500 uppercase">
          <tr>
            <th className="px-8 py-2 text-left font-semibold">Item</th>
            <th className="px-2 py-2 text-left font-semibold">HSN/SAC</th>
            <th className="px-2 py-2 text-right font-semibold">Qty</th>
            <th className="px-2 py-2 text-right font-semibold">Rate</th>
            {taxed && <th className="px-2 py-2 text-right font-semibold">GST</th>}
            <th className="px-8 py-2 text-right font-semibold">Amount</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {invoice.items.map((item, index) => (
            <tr key={index}>
              <td className="px-8 py-2.5">
                <p className="font-medium text-slate-900">{item.productName}</p>
                {item.description && <p className="text-xs text-slate-500">{item.description}</p>}
              </td>
              <td className="px-2 py-2.5 text-slate-600">{item.hsn ?? '—'}</td>
              <td className="px-2 py-2.5 text-right whitespace-nowrap text-slate-700">
                {quantity(item.quantity)} {unitLabel(item.unit)}
              </td>
              <td className="px-2 py-2.5 text-right text-slate-700">₹{formatUnitPrice(item.rate)}</td>
              {taxed && <td className="px-2 py-2.5 text-right text-slate-700">{item.gstRate}%</td>}
              <td className="px-8 py-2.5 text-right font-medium text-slate-900">{formatRupees(item.totalAmount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function Totals({ invoice }: { invoice: PublicInvoice }) {
  const row = (label: string, amount: number, strong = false) => (
    <div key={label} className={cn('flex justify-between gap-4', strong ? 'text-base font-bold text-slate-900' : 'text-slate-600')}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatRupees(amount)}</dd>
    </div>
  );
  return (
    <section className="border-t border-slate-200 px-5 py-5 sm:px-8" aria-label="Totals">
      <dl className="ml-auto grid max-w-xs gap-1.5 text-sm">
        {row(invoice.documentType === 'tax_invoice' ? 'Subtotal (taxable value)' : 'Subtotal', invoice.subtotal)}
        {invoice.taxes.map((tax) => row(tax.label, tax.amount))}
        {invoice.cess > 0 && row('Cess', invoice.cess)}
        {invoice.roundOff !== 0 && row('Round off', invoice.roundOff)}
        <div className="my-1 border-t border-slate-200" />
        {row('Total', invoice.total, true)}
        {(invoice.credited > 0 || (invoice.amountReceived > 0 && invoice.status !== 'paid')) && (
          <>
            {invoice.amountReceived > 0 && row('Received', invoice.amountReceived)}
            {invoice.credited > 0 && row('Credit notes', invoice.credited)}
            {invoice.refundDue > 0 ? row('Refund due to you', invoice.refundDue, true) : row('Balance due', invoice.balanceDue, true)}
          </>
        )}
      </dl>
      <p className="mt-3 text-right text-xs text-slate-500">{invoice.amountInWords}</p>
      {invoice.creditNotes.length > 0 && <CreditNotes notes={invoice.creditNotes} />}
    </section>
  );
}

/** Credit notes issued against the invoice (Rule 53): each lowers what is due, or is refunded. */
function CreditNotes({ notes }: { notes: PublicInvoice['creditNotes'] }) {
  return (
    <div className="mt-5">
      <h2 className="text-sm font-semibold text-slate-900">Credit notes</h2>
      <ul className="mt-2 divide-y divide-slate-200 rounded-lg border border-slate-200 text-sm">
        {notes.map((note) => (
          <li key={note.noteNumber} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
            <span>
              <span className="font-medium text-slate-900">{note.noteNumber}</span>
              <span className="text-slate-600"> · {formatDate(note.noteDate)} · {CREDIT_NOTE_REASON_LABELS[note.reason]}</span>
            </span>
            <span className="tabular-nums text-slate-900">
              {formatRupees(note.total)}
              {note.refundDue > 0 && <span className="text-slate-600"> ({formatRupees(note.refundDue)} to be refunded)</span>}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function PaymentOptions({ payment }: { payment: NonNullable<PublicInvoice['payment']> }) {
  const { upi, bank } = payment;
  return (
    <section id="pay" className="grid gap-5 border-t border-slate-200 bg-slate-50 px-5 py-5 sm:grid-cols-2 sm:px-8" aria-label="How to pay">
      {upi && (
        <div className="flex items-center gap-4">
          <img src={upi.qrImage} alt={`UPI QR code to pay ${formatRupees(upi.amount)} to ${upi.payeeName}`} className="size-32 rounded-lg border border-slate-200 bg-white p-1.5 [image-rendering:pixelated]" />
          <div className="text-sm">
            <h2 className="font-semibold text-slate-900">Pay by UPI</h2>
            <p className="text-slate-600">Scan with any UPI app, or tap Pay Now on your phone.</p>
            <p className="mt-1 text-slate-500">UPI ID</p>
            <p className="font-medium break-words text-slate-800">{upi.vpa}</p>
            <a href={upi.uri} className="mt-2 inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline">
              <Smartphone className="size-4" aria-hidden />
              Open UPI app
            </a>
          </div>
        </div>
      )}
      {bank && (
        <div className="text-sm">
          <h2 className="font-semibold text-slate-900">Bank transfer</h2>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
            <dt className="text-slate-500">Account name</dt>
            <dd>{bank.accountName}</dd>
            {bank.accountNumber && (
              <>
                <dt className="text-slate-500">Account no.</dt>
                <dd className="font-medium">{bank.accountNumber}</dd>
              </>
            )}
            {bank.ifsc && (
              <>
                <dt className="text-slate-500">IFSC</dt>
                <dd>{bank.ifsc}</dd>
              </>
            )}
            {bank.name && (
              <>
                <dt className="text-slate-500">Bank</dt>
                <dd>{[bank.name, bank.branch].filter(Boolean).join(', ')}</dd>
              </>
            )}
          </dl>
        </div>
      )}
    </section>
  );
}
