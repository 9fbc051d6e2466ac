import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: string;
  description?: ReactNode;
}

/** A native checkbox with its label and what it does; takes react-hook-form's `register()` props. */
export function CheckboxField({ label, description, className, ...props }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cn('flex items-start gap-3', className)}>
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 accent-primary"
        aria-describedby={description ? `${id}-description` : undefined}
        {...props}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm leading-none font-medium">
          {label}
        </label>
        {description && (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        )}
      </div>
    </div>
  );
}
