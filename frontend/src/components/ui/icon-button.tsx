import { useId, type ComponentType } from 'react';
import { cn } from '@/lib/cn';
import { Button, type ButtonProps } from './button';

interface IconButtonProps extends Omit<ButtonProps, 'children' | 'size' | 'aria-label'> {
  /** The button's accessible name, e.g. 'Send Email for INV/26-27/0001'. */
  label: string;
  /** What the tooltip shows (the label unless given), e.g. 'Send Email'. */
  tooltip?: string;
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  /** Why the action is not available now: the button is disabled and this is its tooltip, read with it. */
  disabledReason?: string;
}

/**
 * An icon-only button with a tooltip on hover and on keyboard focus. An unavailable action
 * (disabledReason) stays focusable with aria-disabled, so keyboard and screen-reader users learn why
 * too; its clicks do nothing.
 */
export function IconButton({ label, tooltip = label, icon: Icon, disabledReason, disabled, loading, variant = 'ghost', className, onClick, ...props }: IconButtonProps) {
  const tipId = useId();
  const unavailable = Boolean(disabledReason);
  return (
    <span className="group/tip relative inline-flex">
      <Button
        variant={variant}
        size="icon"
        aria-label={label}
        aria-describedby={unavailable ? tipId : undefined}
        aria-disabled={unavailable || undefined}
        disabled={disabled}
        loading={loading}
        className={cn('peer', unavailable && 'cursor-not-allowed opacity-50', className)}
        onClick={unavailable ? (event) => event.preventDefault() : onClick}
        {...props}
      >
        {!loading && <Icon className="size-4" aria-hidden />}
      </Button>
      <span
        id={tipId}
        role="tooltip"
        className="pointer-events-none invisible absolute right-0 bottom-full z-20 mb-1 w-max max-w-56 rounded-md bg-foreground px-2 py-1 text-left text-xs font-normal whitespace-normal text-background shadow-md group-hover/tip:visible peer-focus-visible:visible"
      >
        {disabledReason ?? tooltip}
      </span>
    </span>
  );
}
