import { CheckCircle2 } from 'lucide-react';
import { stateLabel, validateGstin } from '@hisaab/gst';

/** Live feedback under a GSTIN box: the state it belongs to once it is valid, else how far along it is. */
export function GstinHint({ value }: { value: string }) {
  const gstin = value.trim();
  if (!gstin) return null;
  const result = validateGstin(gstin);
  if (result.valid) {
    return (
      <p className="flex items-center gap-1.5 text-sm text-success" role="status">
        <CheckCircle2 className="size-4" aria-hidden />
        Valid GSTIN · State: {stateLabel(result.stateCode)}
      </p>
    );
  }
  return <p className="text-sm text-muted-foreground">{gstin.length}/15 characters</p>;
}
