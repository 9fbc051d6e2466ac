import { useSyncExternalStore, type ReactNode } from 'react';

/** Spec part 1 §9: at most one notification visible, removed 3000 ms after it is dismissed. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
}

type Listener = () => void;

let toasts: readonly ToastItem[] = [];
const listeners = new Set<Listener>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let nextId = 0;

function setToasts(next: readonly ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Closes a toast (it animates out) and removes it from the list a little later. */
export function dismissToast(id?: string): void {
  const ids = id ? [id] : toasts.map((item) => item.id);
  ids.forEach(scheduleRemoval);
  setToasts(toasts.map((item) => (ids.includes(item.id) ? { ...item, open: false } : item)));
}

function scheduleRemoval(id: string) {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    setToasts(toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

let pinnedUntil = 0;

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  nextId += 1;
  const id = String(nextId);
  // A pinned toast is not pushed out by an error (the failed call's own): with one toast at a time, it
  // would never be read. What the user did next (a payment verified) still shows.
  if (Date.now() >= pinnedUntil || input.variant !== 'destructive') setToasts([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

/**
 * Shows a toast that error toasts do not replace for `ms` (e.g. 'Unauthorized' while the app goes to
 * the sign-in page: the failed call's own error toast would otherwise take its place at once).
 */
export function pinnedToast(input: ToastInput, ms: number): void {
  pinnedUntil = 0;
  toast(input);
  pinnedUntil = Date.now() + ms;
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast() {
  const current = useSyncExternalStore(subscribe, () => toasts, () => toasts);
  return { toasts: current, toast, dismiss: dismissToast };
}
