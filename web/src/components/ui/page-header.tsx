import type { ReactNode } from 'react';
import { space } from '../../lib/theme';

/** A heading on the left and actions on the right, wrapping under it when there is no room. */
export const headingRowStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space(3),
} as const;

/** A list page's h1 with its actions (e.g. 'Tilføj …') beside it. */
export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div css={{ ...headingRowStyle, marginBottom: space(6) }}>
      <h1 css={{ margin: 0 }}>{title}</h1>
      {children}
    </div>
  );
}
