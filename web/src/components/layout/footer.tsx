import { colors, space } from '../../lib/theme';
import { Logo } from './logo';

export function Footer() {
  return (
    <footer
      css={{
        borderTop: `1px solid ${colors.border}`,
        background: colors.surface,
        padding: `${space(5)} ${space(6)}`,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: space(3),
      }}
    >
      <Logo />
      <span css={{ color: colors.muted, fontSize: '0.9375rem' }}>Vedligehold af udstyr og lokationer</span>
    </footer>
  );
}
