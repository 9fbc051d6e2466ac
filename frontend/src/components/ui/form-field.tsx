import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

interface FormFieldProps {
  label: ReactNode;
  /** The field's error from react-hook-form (`formState.errors.name?.message`). */
  error?: string;
  /** A short note under the control, read out with it. */
  hint?: ReactNode;
  /** The single input, select or textarea; it receives the id and ARIA wiring. */
  children: ReactElement<ControlProps>;
  className?: string;
}

/** Label + control + error message, wired for screen readers. */
export function FormField({ label, error, hint, children, className }: FormFieldProps) {
  const generatedId = useId();
  const controlId = children.props.id ?? generatedId;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  const control = cloneElement(children, {
    id: controlId,
    'aria-invalid': Boolean(error),
    'aria-describedby': describedBy || undefined,
  });

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={controlId}>{label}</Label>
      {control}
      {hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id?: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}
