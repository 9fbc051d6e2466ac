import { Link } from 'react-router-dom';
import { Mail } from 'lucide-react';
import { Brand } from './Brand';
import { POLICY_LINKS, PRODUCT_NAME, PRODUCT_TAGLINE, SUPPORT_EMAIL, SUPPORT_HOURS } from '../policy';

interface MarketingFooterProps {
  /**
   * 'full' (default): dark footer with brand and support details, for the landing page.
   * 'compact': one quiet row of policy links and copyright, for the auth and policy screens.
   */
  variant?: 'full' | 'compact';
  className?: string;
}

function Copyright({ className }: { className: string }) {
  return (
    <p className={className}>
      © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
    </p>
  );
}

export function MarketingFooter({ variant = 'full', className = '' }: MarketingFooterProps) {
  if (variant === 'compact') {
    return (
      <footer className={`px-4 py-6 text-center text-xs text-slate-500 ${className}`}>
        <nav aria-label="Policies" className="flex flex-wrap justify-center gap-x-5 gap-y-2">
          {POLICY_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="transition hover:text-indigo-600 hover:underline">
              {link.label}
            </Link>
          ))}
        </nav>
        <Copyright className="mt-3" />
      </footer>
    );
  }

  return (
    <footer className={`bg-slate-950 text-slate-400 ${className}`}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid gap-10 md:grid-cols-3">
          <div>
            <Link to="/" aria-label={`${PRODUCT_NAME} home`} className="inline-block">
              <Brand tone="light" />
            </Link>
            <p className="mt-4 max-w-xs text-sm leading-6">
              {PRODUCT_TAGLINE}. GST invoicing, stock and payments for small businesses across India.
            </p>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-white">Policies</h2>
            <ul className="mt-4 space-y-3 text-sm">
              {POLICY_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="transition hover:text-white">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-white">Support</h2>
            <a href={`mailto:${SUPPORT_EMAIL}`} className="mt-4 inline-flex items-center gap-2 text-sm transition hover:text-white">
              <Mail className="h-4 w-4" aria-hidden="true" /> {SUPPORT_EMAIL}
            </a>
            <p className="mt-2 text-sm">{SUPPORT_HOURS}</p>
          </div>
        </div>
        <div className="mt-12 border-t border-white/10 pt-6">
          <Copyright className="text-xs" />
        </div>
      </div>
    </footer>
  );
}
