import { useCallback, useRef, useState } from 'react';
import type { FormCheck } from './use-login-form';

/**
 * A form's rules fetched on demand: `load` starts the fetch (call it when the form is first used,
 * e.g. on focus) and resolves to the rules; `check` is null until they are there.
 */
export function useLazyCheck<V, T>(fetchRules: () => Promise<FormCheck<V, T>>) {
  const [check, setCheck] = useState<FormCheck<V, T> | null>(null);
  const pending = useRef<Promise<FormCheck<V, T>> | null>(null);
  const load = useCallback(() => {
    pending.current ??= fetchRules().then(
      (rules) => {
        setCheck(() => rules);
        return rules;
      },
      (error: unknown) => {
        pending.current = null; // a later use tries again
        throw error;
      },
    );
    return pending.current;
  }, [fetchRules]);
  return { check, load };
}
