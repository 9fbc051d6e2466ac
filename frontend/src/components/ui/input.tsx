import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldControlClasses = cn(
  'h-10 w-full rounded-md border bg-background px-3 py-2 text-sm',
  'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
  'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'aria-[invalid=true]:border-destructive',
);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(fieldControlClasses, className)} {...props} />;
}
