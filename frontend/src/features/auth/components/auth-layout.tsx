import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BrandMark } from '@/components/brand-mark';

interface AuthLayoutProps {
  children: ReactNode;
  /** The site footer (policy links and copyright), supplied by the app so features stay independent. */
  footer: ReactNode;
}

/** Page frame shared by the sign-in and forgot-password screens. */
export function AuthLayout({ children, footer }: AuthLayoutProps) {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-accent/60 to-surface">
      <main className="flex flex-1 flex-col items-center px-4 py-10 sm:py-16">
        <Link to="/" className="mb-8 flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-12" />
          <span className="text-2xl font-bold tracking-tight">Hisaab</span>
          <span className="text-sm text-muted-foreground">Business Management & GST Compliance</span>
        </Link>
        <div className="w-full max-w-md">{children}</div>
      </main>
      {footer}
    </div>
  );
}
