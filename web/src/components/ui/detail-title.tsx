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
      {/* min-width 0: a word wider than the screen breaks instead of widening the page; 'break-word',
          not 'anywhere', so the heading wraps under the icon before it splits a word. */}
      <h1 css={{ margin: 0, minWidth: 0, overflowWrap: 'break-word', hyphens: 'auto' }}>{title}</h1>
      {after}
    </div>
  );
}
