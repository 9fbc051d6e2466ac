import type { CampaignMetrics as Metrics } from '@hisaab/contracts';

/** Sent of targets with a progress bar, and what did not go and why (spec: only once a campaign has started). */
export function CampaignMetrics({ metrics, detailed = false }: { metrics: Metrics; detailed?: boolean }) {
  const figures: [string, number][] = [
    ['Failed', metrics.failed],
    ['Skipped', metrics.skipped],
    ['Unsubscribed since', metrics.unsubscribed],
    ...(metrics.cancelled ? [['Cancelled', metrics.cancelled] as [string, number]] : []),
  ];
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span>
          <span className="font-semibold">{metrics.sent.toLocaleString('en-IN')}</span> of {metrics.targets.toLocaleString('en-IN')} e-mails sent
        </span>
        <span className="text-muted-foreground">{metrics.progress}%</span>
      </div>
      <div role="progressbar" aria-label="Campaign progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={metrics.progress} className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full bg-primary transition-[width]" style={{ width: `${metrics.progress}%` }} />
      </div>
      <dl className="grid grid-cols-3 gap-2 text-xs text-muted-foreground">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd className="text-sm font-medium text-foreground">{value.toLocaleString('en-IN')}</dd>
          </div>
        ))}
      </dl>
      {detailed && [...metrics.failures, ...metrics.skips].length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {[...metrics.failures, ...metrics.skips].map((reason) => (
            <li key={reason.code} className="flex justify-between gap-2">
              <span>{reason.message}</span>
              <span className="font-medium">{reason.count.toLocaleString('en-IN')}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
