import { CheckCircle2 } from 'lucide-react';
import { stateLabel, validateGstin } from '@hisaab/gst';

/** Why a complete (15-character) GSTIN is still refused, so a typo can be found. */
const PROBLEMS: Record<string, string> = {
  FORMAT: 'Format: 2-digit state code, 10-character PAN, entity number, Z, check character',
  STATE: 'The first two digits are not a state code',
  CHECKSUM: "The last character doesn't match the rest: check the number for a typo",
};

/** Live feedback under a GSTIN box: the state it belongs to once it is valid, else how far along it is or what is wrong. */
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
  const problem = gstin.length === 15 ? PROBLEMS[result.reason] : undefined;
  return <p className="text-sm text-muted-foreground">{problem ?? `${gstin.length}/15 characters`}</p>;
}
