import type { RecurringGenerateResponse } from '@hisaab/contracts';
import type { ToastInput } from '@/lib/toast';

/**
 * Generate Now's toast: the server's sentence names the customer and the invoice; below it, what
 * did not go out (no e-mail address…) and a WhatsApp link to open when the Cloud API is not set up.
 */
export function generatedToast(result: RecurringGenerateResponse): ToastInput {
  const link = result.notifications.find((n) => n.status === 'link' && n.url);
  const problems = result.notifications.filter((n) => n.status === 'failed').map((n) => n.message);
  const description =
    link || problems.length ? (
      <span className="flex flex-col gap-1">
        {problems.map((problem) => (
          <span key={problem}>{problem}</span>
        ))}
        {link && (
          <a href={link.url} target="_blank" rel="noreferrer" className="font-medium underline">
            Open WhatsApp to send it to {result.customerName}
          </a>
        )}
      </span>
    ) : undefined;
  return { title: result.message, description };
}
