import type { BatchProgress } from '../api';

/** A running bulk run: how many of its reminders are done, and how many wait for a plan. */
export function BatchProgressBar({ progress }: { progress: Pick<BatchProgress, 'total' | 'successCount' | 'failureCount' | 'heldCount'> }) {
  const done = progress.successCount + progress.failureCount;
  const percent = progress.total ? Math.min(100, Math.round((done / progress.total) * 100)) : 0;
  return (
    <div className="flex flex-col gap-2" role="status" aria-live="polite">
      <div className="flex justify-between gap-2 text-sm">
        <span className="font-medium">Sending reminders...</span>
        <span className="text-muted-foreground tabular-nums">
          {done} of {progress.total}
        </span>
      </div>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-muted"
        role="progressbar"
        aria-label="Reminders sent"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={done}
      >
        <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      {progress.failureCount > 0 && <p className="text-xs text-destructive">{progress.failureCount} failed so far</p>}
      {progress.heldCount > 0 && (
        <p className="text-xs text-muted-foreground">{progress.heldCount} paused until your subscription is active again</p>
      )}
    </div>
  );
}
