import { clsx, type ClassValue } from 'clsx';

/** Joins conditional class names; components append the caller's className last. */
export function cn(...classes: ClassValue[]): string {
  return clsx(classes);
}
