import { remindersSentText, type BatchProgress } from '../api';

/** A finished bulk run with failures: how many were sent, and why the others failed (one line per reason). */
export function BatchResult({ result }: { result: Pick<BatchProgress, 'successCount' | 'failureCount' | 'failures'> }) {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm font-medium">{remindersSentText(result)}</p>
      {result.failures.length > 0 && (
        <ul aria-label="Why reminders failed" className="flex flex-col divide-y rounded-md border text-sm">
          {result.failures.map((reason) => (
            <li key={reason.code} className="flex items-start justify-between gap-3 px-3 py-2">
              <span>{reason.message}</span>
              <span className="font-semibold text-destructive tabular-nums">{reason.count}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
