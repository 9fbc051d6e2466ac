import type { ComponentProps } from 'react';
import { AUTH_LIMITS } from '@hisaab/contracts';
import { Input } from '@/components/ui/input';

interface PhoneInputProps extends Omit<ComponentProps<'input'>, 'onChange' | 'value'> {
  value: string;
  onChange: (digits: string) => void;
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
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, AUTH_LIMITS.phoneDigits))}
        {...props}
      />
    </div>
  );
}
