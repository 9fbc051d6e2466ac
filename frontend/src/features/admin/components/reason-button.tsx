import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from '@/components/ui/button';

/**
 * A text button that may be unavailable: with `disabledReason` it stays focusable with aria-disabled,
 * its clicks do nothing, and the reason is its tooltip (on hover and keyboard focus), read with it —
 * as IconButton does for icon-only buttons.
 */
export function ReasonButton({ disabledReason, className, onClick, ...props }: ButtonProps & { disabledReason?: string | null }) {
  const tipId = useId();
  const unavailable = Boolean(disabledReason);
  return (
    <span className="group/tip relative inline-flex">
      <Button
        aria-describedby={unavailable ? tipId : undefined}
        aria-disabled={unavailable || undefined}
        className={cn('peer', unavailable && 'cursor-not-allowed opacity-50', className)}
        onClick={unavailable ? (event) => event.preventDefault() : onClick}
        {...props}
      />
      {unavailable && (
        <span
          id={tipId}
          role="tooltip"
          className="pointer-events-none invisible absolute right-0 bottom-full z-20 mb-1 w-max max-w-56 rounded-md bg-foreground px-2 py-1 text-left text-xs font-normal whitespace-normal text-background shadow-md group-hover/tip:visible peer-focus-visible:visible"
        >
          {disabledReason}
        </span>
      )}
    </span>
  );
}
