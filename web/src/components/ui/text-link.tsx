import { Link, type LinkProps } from 'react-router-dom';
import { colors, focusRing } from '../../lib/theme';

export const linkStyle = {
  color: colors.primary,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  '&:hover': { color: colors.primaryHover, textDecorationThickness: '2px' },
  '&:focus-visible': { ...focusRing, borderRadius: '2px' },
} as const;

/** An in-app link styled as text. */
export function TextLink(props: LinkProps) {
  return <Link css={linkStyle} {...props} />;
}
