import type { ReactNode } from 'react';
import { colors } from '../../lib/theme';
import { Loading } from './spinner';

/** A failed fetch, said in words and announced. */
export function LoadError({ children }: { children: ReactNode }) {
  return (
    <p role="alert" css={{ color: colors.red.fg, fontWeight: 600 }}>
      {children}
    </p>
  );
}

interface Props {
  /** Whether the fetch failed. */
  failed: boolean;
  /** What to say when it did. */
  error: string;
  /** What is being fetched, next to the spinner. */
  loading: string;
}

/** What to show while data has not come: the error once fetching failed, else the spinner. */
export function LoadState({ failed, error, loading }: Props) {
  return failed ? <LoadError>{error}</LoadError> : <Loading label={loading} />;
}
