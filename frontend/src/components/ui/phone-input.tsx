import type { ComponentProps } from 'react';
import { AUTH_LIMITS } from '@hisaab/contracts';
import { Input } from '@/components/ui/input';

interface PhoneInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  value: string;
  onChange: (digits: string) => void;
}

/** The local digits of what was typed or pasted: '+91 98450 12345' and '098450 12345' give 9845012345. */
export function localMobileDigits(typed: string): string {
  const digits = typed.replace(/\D/g, '');
  const tooLong = digits.length > AUTH_LIMITS.phoneDigits;
  const local = tooLong && digits.startsWith('91') ? digits.slice(2) : tooLong && digits.startsWith('0') ? digits.slice(1) : digits;
  return local.slice(0, AUTH_LIMITS.phoneDigits);
}

/** An Indian mobile number: the +91 prefix is shown, only the 10 local digits are kept. */
export function PhoneInput({ value, onChange, ...props }: PhoneInputProps) {
  return (
    <div className="flex">
      <span className="inline-flex items-center rounded-l-md border border-r-0 bg-muted px-3 text-sm text-muted-foreground">
        +91
      </span>
      <Input
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        className="rounded-l-none"
        value={value}
        onChange={(event) => onChange(localMobileDigits(event.target.value))}
        {...props}
      />
    </div>
  );
}
