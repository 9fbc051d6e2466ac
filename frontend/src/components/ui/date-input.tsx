import { useImperativeHandle, useRef, useState, type ComponentProps, type Ref } from 'react';
import { CalendarDays } from 'lucide-react';
import { cn } from '@/lib/cn';
import { formatIndianDate, parseIndianDate } from '@/lib/indian-date';
import { fieldControlClasses } from './input';

/** What react-hook-form's `register` talks to: the ISO value, read and written, and focus for errors. */
export interface DateInputHandle {
  name: string;
  value: string;
  focus: () => void;
}

type DateEvent = { target: { name: string; value: string }; type: 'change' | 'blur' };

interface DateInputProps extends Omit<ComponentProps<'input'>, 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref' | 'min' | 'max'> {
  name: string;
  /** ISO date (yyyy-mm-dd), when the parent controls the value instead of `register`. */
  value?: string;
  /** Receives the ISO date, or '' while the text is not a real date. */
  onChange?: (event: DateEvent) => unknown;
  onBlur?: (event: DateEvent) => unknown;
  ref?: Ref<DateInputHandle>;
  /** ISO bounds for the calendar picker; the form's schema enforces them. */
  min?: string | number;
  max?: string | number;
}

/**
 * A date typed day first, dd/mm/yyyy, whatever the browser's language (a native date input follows the
 * browser's locale, often mm/dd/yyyy), with a calendar button. The form sees an ISO date, so it works
 * with `{...register('invoiceDate')}` like a plain input.
 */
export function DateInput({ name, value, onChange, onBlur, ref, min, max, className, disabled, ...inputProps }: DateInputProps) {
  const [text, setText] = useState(() => formatIndianDate(value));
  const [unreadable, setUnreadable] = useState(false);
  const iso = useRef(value ?? '');
  const textInput = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);

  const show = (next: string) => {
    iso.current = next;
    setText(formatIndianDate(next));
    setUnreadable(false);
  };
  if (value !== undefined && value !== iso.current) show(value);

  useImperativeHandle(
    ref,
    () => ({
      name,
      get value() {
        return iso.current;
      },
      // `register` writes the form's value back whenever the form re-renders (e.g. a field is watched);
      // while the text is incomplete that value is '' as we reported, so only a different value is news.
      set value(next: string) {
        if ((next ?? '') !== iso.current) show(next ?? '');
      },
      focus: () => textInput.current?.focus(),
    }),
    [name],
  );

  const emit = (next: string, type: DateEvent['type']) => {
    iso.current = next;
    return (type === 'change' ? onChange : onBlur)?.({ target: { name, value: next }, type });
  };

  return (
    <div className="relative">
      <input
        {...inputProps}
        ref={textInput}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="dd/mm/yyyy"
        disabled={disabled}
        value={text}
        className={cn(fieldControlClasses, 'pr-10', className)}
        onChange={(event) => {
          setText(event.target.value);
          setUnreadable(false);
          emit(parseIndianDate(event.target.value) ?? '', 'change');
        }}
        onBlur={() => {
          const parsed = parseIndianDate(text);
          if (parsed) setText(formatIndianDate(parsed));
          setUnreadable(text.trim() !== '' && !parsed);
          emit(parsed ?? '', 'blur');
        }}
      />
      <button
        type="button"
        disabled={disabled}
        aria-label="Choose from a calendar"
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground disabled:opacity-50"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarDays className="size-4" aria-hidden />
      </button>
      {/* The browser's own calendar, opened by the button; only its ISO value is used. */}
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        className="sr-only"
        min={min}
        max={max}
        value={iso.current}
        onChange={(event) => {
          show(event.target.value);
          emit(event.target.value, 'change');
        }}
      />
      {unreadable && <p className="mt-1 text-xs text-destructive">Type the date as dd/mm/yyyy, e.g. 05/03/2026</p>}
    </div>
  );
}
