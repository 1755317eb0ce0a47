import { TextLink } from '../../../components/ui/text-link';
import { space } from '../../../lib/theme';

export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <p css={{ margin: `0 0 ${space(4)}` }}>
      <TextLink to={to}>← {children}</TextLink>
    </p>
  );
}
