import { Link } from 'react-router-dom';
import { AlertTriangle } from 'lucide-react';
import type { GstReturnProblem } from '@hisaab/contracts';

/** Where each problem is fixed: the invoice's details, the credit notes, or the business's own settings. */
export function problemHref(problem: GstReturnProblem): string {
  if (problem.documentKind === 'invoice' && problem.documentId) return `/invoices?invoice=${encodeURIComponent(problem.documentId)}`;
  if (problem.documentKind === 'credit_note') return '/invoices?tab=credit-notes';
  return problem.code === 'COMPOSITION_SCHEME' ? '/gst-settings' : '/config';
}

/** What blocks the download, each with a link to the document to fix. */
export function FixList({ problems }: { problems: readonly GstReturnProblem[] }) {
  return (
    <section aria-labelledby="gst-fix-list" className="rounded-lg border border-warning/40 bg-warning/10 p-4">
      <h3 id="gst-fix-list" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden /> Fix {problems.length === 1 ? 'this' : `these ${problems.length}`} before downloading
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">The portal would refuse the file as it stands.</p>
      <ul className="mt-3 flex flex-col gap-2 text-sm">
        {problems.map((problem, index) => (
          <li key={`${problem.code}-${problem.documentId ?? 'business'}-${index}`} className="flex flex-col gap-0.5 sm:flex-row sm:gap-2">
            <Link to={problemHref(problem)} className="shrink-0 font-medium text-primary underline-offset-4 hover:underline">
              {problem.documentNumber ?? (problem.code === 'COMPOSITION_SCHEME' ? 'GST Settings' : 'Configuration')}
            </Link>
            <span className="break-words">{problem.message}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
