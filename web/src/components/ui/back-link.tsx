import { space } from '../../lib/theme';
import { TextLink } from './text-link';

/** '← Alle …' above a page's heading. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p css={{ margin: `0 0 ${space(4)}` }}>
      <TextLink to={to}>← {children}</TextLink>
    </p>
  );
}
