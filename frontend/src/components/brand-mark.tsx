import { useId } from 'react';
import { cn } from '@/lib/cn';

/** The Hisaab mark (a ledger page with a tick), the same drawing as public/favicon.svg; drawn inline so it costs no request. */
export function BrandMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden focusable="false" className={cn('size-9 shrink-0', className)}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="32" y2="32" gradientUnits="userSpaceOnUse">
          <stop offset="0" stopColor="#4f46e5" />
          <stop offset="1" stopColor="#059669" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradientId})`} />
      <path d="M10 9.5h12M10 14h8" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" opacity="0.75" />
      <path d="m10.5 20.5 3.5 3.5 7.5-8" fill="none" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
