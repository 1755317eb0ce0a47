import { NavLink } from 'react-router-dom';
import { colors, focusRing, space } from '../../lib/theme';

const tabStyle = {
  display: 'block',
  padding: `${space(3)} ${space(4)}`,
  marginBottom: '-2px',
  color: colors.primary,
  fontWeight: 600,
  textDecoration: 'none',
  borderBottom: '4px solid transparent',
  '&:hover': { textDecoration: 'underline' },
  '&.active': { color: colors.text, borderBottomColor: colors.primary },
  '&:focus-visible': focusRing,
} as const;

export interface Tab {
  /** Relative to the page's route ('.' for the default tab, which is open only on that route) or absolute. */
  to: string;
  label: string;
}

interface Props {
  label: string;
  tabs: Tab[];
  /** From a `css` prop, to change the space around the tabs. */
  className?: string;
}

/** Tabs as links to sub-routes; the open one gets aria-current="page". */
export function TabNav({ label, tabs, className }: Props) {
  return (
    <nav aria-label={label} css={{ margin: `${space(8)} 0 ${space(6)}` }} className={className}>
      <ul
        css={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'flex',
          flexWrap: 'wrap',
          borderBottom: `2px solid ${colors.border}`,
        }}
      >
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink to={tab.to} end={tab.to === '.'} css={tabStyle}>
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
