import { useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { AUTH_LIMITS } from '@hisaab/contracts';
import { cn } from '@/lib/cn';

interface OtpInputProps {
  /** The digits entered so far, left to right, without gaps. */
  value: string;
  onChange: (value: string) => void;
  length?: number;
  disabled?: boolean;
  /** Names the group for screen readers, e.g. 'Verification code'. */
  label: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** A filled box that receives a keystroke holds the old digit plus the new one; keep the new one. */
function withoutPreviousDigit(boxText: string, previousDigit: string | undefined): string {
  if (!previousDigit || boxText.length < 2) return boxText;
  const at = boxText.indexOf(previousDigit);
  return at === -1 ? boxText : boxText.slice(0, at) + boxText.slice(at + 1);
}

/**
 * One box per digit. Digits are always contiguous: focusing a box past the first empty one
 * moves focus back to that empty box, so a code can never contain holes.
 */
export function OtpInput({ value, onChange, length = AUTH_LIMITS.otpLength, disabled, label }: OtpInputProps) {
  const boxes = useRef<Array<HTMLInputElement | null>>([]);
  const focusBox = (index: number) => boxes.current[Math.max(0, Math.min(index, length - 1))]?.focus();

  // Focus moves only after the new value has rendered; otherwise the focused box would judge
  // "am I past the first empty box?" against the old value and bounce focus back.
  const focusAfterRender = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusAfterRender.current === null) return;
    focusBox(focusAfterRender.current);
    focusAfterRender.current = null;
  });
  const update = (next: string, focusIndex: number) => {
    if (next === value) {
      focusBox(focusIndex);
      return;
    }
    focusAfterRender.current = focusIndex;
    onChange(next);
  };

  // Typing or autofill at box `index` writes from there on; several characters arrive at once
  // when the browser fills a one-time code.
  const writeDigits = (index: number, typed: string) => {
    const digits = onlyDigits(typed);
    if (!digits) return;
    update((value.slice(0, index) + digits + value.slice(index + digits.length)).slice(0, length), index + digits.length);
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = onlyDigits(event.clipboardData.getData('text')).slice(0, length);
    if (digits) update(digits, digits.length);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      if (value[index]) update(value.slice(0, index) + value.slice(index + 1), index);
      else if (index > 0) update(value.slice(0, index - 1) + value.slice(index), index - 1);
    } else if (event.key === 'ArrowLeft') {
      focusBox(index - 1);
    } else if (event.key === 'ArrowRight' && value[index]) {
      focusBox(index + 1);
    }
  };

  return (
    <div role="group" aria-label={label} className="flex justify-center gap-2">
      {Array.from({ length }, (_, index) => (
        <input
          key={index}
          ref={(element) => {
            boxes.current[index] = element;
          }}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${length}`}
          maxLength={length}
          disabled={disabled}
          value={value[index] ?? ''}
          onFocus={(event) => {
            if (index > value.length) focusBox(value.length);
            else event.target.select();
          }}
          onChange={(event) => writeDigits(index, withoutPreviousDigit(event.target.value, value[index]))}
          onKeyDown={(event) => handleKeyDown(index, event)}
          onPaste={handlePaste}
          className={cn(
            'size-11 rounded-md border bg-background text-center text-lg font-semibold sm:size-12',
            'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring disabled:opacity-50',
          )}
        />
      ))}
    </div>
  );
}
