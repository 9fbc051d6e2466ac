import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query-string parameter as state, e.g. `/invoices?new=1` opening the create dialog: other
 * screens (the dashboard) link to an action, and Back closes what the link opened.
 */
export function useSearchParam(name: string): [string | null, (value: string | null) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: value === null },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}
