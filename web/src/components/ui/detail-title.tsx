import type { ReactNode } from 'react';
import { space } from '../../lib/theme';

interface Props {
  title: string;
  /** Shown before the heading (an icon). */
  before?: ReactNode;
  /** Shown after the heading (a status badge). */
  after?: ReactNode;
}

/** A detail page's h1, with what stands beside it. */
export function DetailTitle({ title, before, after }: Props) {
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), marginBottom: space(2) }}>
      {before}
      <h1 css={{ margin: 0, overflowWrap: 'anywhere' }}>{title}</h1>
      {after}
    </div>
  );
}
