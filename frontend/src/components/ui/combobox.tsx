import { useEffect, useId, useState, type KeyboardEvent, type Ref } from 'react';
import { cn } from '@/lib/cn';
import { Input } from './input';

export interface ComboboxOption {
  id: string;
  label: string;
  /** A second, quieter line (GSTIN, price, stock…). */
  detail?: string;
}

interface ComboboxProps {
  /** The text in the box. */
  value: string;
  onInputChange: (text: string) => void;
  options: readonly ComboboxOption[];
  onSelect: (option: ComboboxOption) => void;
  placeholder?: string;
  /** Shown in the open list when nothing matches. */
  emptyText?: string;
  loading?: boolean;
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/**
 * A text box with a list of suggestions (WAI-ARIA combobox): type to search, arrow keys to move,
 * Enter to choose, Escape to close. The caller decides whether free text is a value of its own.
 */
export function Combobox({ value, onInputChange, options, onSelect, placeholder, emptyText = 'No matches', loading, onBlur, ...inputProps }: ComboboxProps) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const showList = open && (options.length > 0 || Boolean(value.trim()));

  useEffect(() => {
    if (!showList) return;
    // Escape closes the list, not the dialog around it: Radix dialogs listen on the document in the
    // capture phase, so the list listens earlier, on the window.
    const closeList = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !(event.target instanceof Element) || event.target.getAttribute('aria-controls') !== listId) return;
      event.stopPropagation();
      setOpen(false);
    };
    window.addEventListener('keydown', closeList, true);
    return () => window.removeEventListener('keydown', closeList, true);
  }, [showList, listId]);

  const choose = (option: ComboboxOption) => {
    onSelect(option);
    setOpen(false);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!options.length) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && showList && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
  };

  return (
    <div className="relative">
      <Input
        {...inputProps}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        value={value}
        placeholder={placeholder}
        onChange={(event) => {
          onInputChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          onBlur?.();
        }}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        className={cn('absolute z-20 mt-1 max-h-60 w-full overflow-y-auto rounded-md border bg-background p-1 shadow-md', !showList && 'hidden')}
      >
        {options.map((option, index) => (
          <li
            key={option.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // mousedown, not click: the input's blur would close the list before a click lands.
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            className={cn('cursor-pointer rounded-sm px-2 py-1.5 text-sm', index === active ? 'bg-muted' : 'hover:bg-muted')}
          >
            <span className="block truncate">{option.label}</span>
            {option.detail && <span className="block truncate text-xs text-muted-foreground">{option.detail}</span>}
          </li>
        ))}
        {!options.length && <li className="px-2 py-1.5 text-sm text-muted-foreground">{loading ? 'Searching...' : emptyText}</li>}
      </ul>
    </div>
  );
}
