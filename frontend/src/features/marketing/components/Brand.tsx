import { BrandMark } from '@/components/brand-mark';

interface BrandProps {
  /** Text colour classes for the product name. */
  tone?: 'dark' | 'light';
}

export function Brand({ tone = 'dark' }: BrandProps) {
  return (
    <span className="inline-flex items-center gap-2">
      <BrandMark className="h-8 w-8" />
      <span className={`text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'}`}>
        Hisaab
      </span>
    </span>
  );
}
