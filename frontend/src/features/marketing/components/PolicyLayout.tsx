import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeft, Clock, Mail } from 'lucide-react';
import { Brand } from './Brand';
import { MarketingFooter } from './MarketingFooter';
import { useDocumentTitle } from '../useDocumentTitle';
import { POLICY_LAST_UPDATED, PRODUCT_NAME, SUPPORT_EMAIL, SUPPORT_HOURS } from '../policy';

export interface PolicySection {
  /** Anchor id, used by the table of contents. */
  id: string;
  title: string;
  body: ReactNode;
}

interface PolicyLayoutProps {
  title: string;
  /** One or two sentences shown under the title. */
  intro: ReactNode;
  sections: readonly PolicySection[];
}

/** Shared frame of the four policy pages: title, last-updated date, contents, sections, contact. */
export function PolicyLayout({ title, intro, sections }: PolicyLayoutProps) {
  useDocumentTitle(`${title} · ${PRODUCT_NAME}`);
  useEffect(() => {
    // Arriving from a link lower down another page: start at the top unless a section was asked for.
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  return (
    <div className="min-h-screen bg-slate-50 font-sans text-slate-900 antialiased">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-4xl items-center justify-between px-4 sm:px-6">
          <Link to="/" aria-label={`${PRODUCT_NAME} home`}>
            <Brand />
          </Link>
          <Link
            to="/"
            className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 transition hover:bg-slate-100 hover:text-slate-900"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Back to home
          </Link>
        </div>
      </header>

      <main className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-2 text-sm text-slate-500">Last updated: {POLICY_LAST_UPDATED}</p>
        <div className="mt-6 text-base leading-7 text-slate-700">{intro}</div>

        <nav aria-label="Contents" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-slate-500">Contents</h2>
          <ol className="mt-3 grid list-decimal gap-x-8 gap-y-1.5 pl-5 text-sm sm:grid-cols-2">
            {sections.map((s) => (
              <li key={s.id} className="marker:text-slate-400">
                <a href={`#${s.id}`} className="text-indigo-700 hover:underline">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="mt-10 space-y-10">
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} className="scroll-mt-6">
              <h2 className="text-xl font-semibold tracking-tight text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <div className="mt-3 space-y-3 text-base leading-7 text-slate-700 [&_a]:font-medium [&_a]:text-indigo-700 [&_a:hover]:underline [&_li]:pl-1 [&_strong]:font-semibold [&_strong]:text-slate-900 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6">
                {s.body}
              </div>
            </section>
          ))}
        </div>

        <aside aria-labelledby="policy-contact" className="mt-14 rounded-2xl bg-indigo-600 p-6 text-white sm:p-8">
          <h2 id="policy-contact" className="text-lg font-semibold">Questions about this policy?</h2>
          <p className="mt-2 text-sm leading-6 text-indigo-100">
            Write to us and a person from the {PRODUCT_NAME} team will reply.
          </p>
          <div className="mt-5 flex flex-col gap-3 text-sm sm:flex-row sm:gap-8">
            <a href={`mailto:${SUPPORT_EMAIL}`} className="inline-flex items-center gap-2 font-semibold hover:underline">
              <Mail className="h-4 w-4" aria-hidden="true" /> {SUPPORT_EMAIL}
            </a>
            <span className="inline-flex items-center gap-2 text-indigo-100">
              <Clock className="h-4 w-4" aria-hidden="true" /> Support hours: {SUPPORT_HOURS}
            </span>
          </div>
        </aside>
      </main>

      <MarketingFooter variant="compact" className="border-t border-slate-200 bg-white" />
    </div>
  );
}
