import type { ReactNode } from 'react';

interface SectionHeadingProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'dark' | 'light';
}

export function SectionHeading({ eyebrow, title, children, tone = 'dark' }: SectionHeadingProps) {
  const light = tone === 'light';
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p className={`text-sm font-semibold uppercase tracking-wider ${light ? 'text-emerald-300' : 'text-indigo-600'}`}>
        {eyebrow}
      </p>
      <h2 className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${light ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {children && (
        <p className={`mt-4 text-base leading-7 sm:text-lg ${light ? 'text-indigo-100' : 'text-slate-600'}`}>{children}</p>
      )}
    </div>
  );
}
