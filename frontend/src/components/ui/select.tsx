import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldControlClasses } from './input';

/** A styled native select: it is accessible and works with react-hook-form's register() as is. */
export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select className={cn(fieldControlClasses, 'pr-8', className)} {...props} />;
}
