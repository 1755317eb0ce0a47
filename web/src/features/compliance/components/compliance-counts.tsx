import { complianceStateLabels, complianceStates, type ComplianceState } from '#domain/inspection/types';
import { colors, focusRing, radius, space } from '../../../lib/theme';
import type { ComplianceCounts as Counts } from '../api/types';
import { stateColors, type StateFilter } from '../utils/compliance-text';

interface Props {
  counts: Counts;
  chosen: StateFilter;
  onChoose: (state: ComplianceState | 'ALL') => void;
}

/**
 * The four counts ('I orden', 'Snart', 'Overskredet', 'Aldrig udført') as toggle buttons: pressing
 * one shows only its duties, pressing it again shows all. The state is in words and number, the
 * colour only a stripe.
 */
export function ComplianceCounts({ counts, chosen, onChoose }: Props) {
  return (
    <ul
      aria-label="Status"
      css={{
        listStyle: 'none',
        margin: `0 0 ${space(5)}`,
        padding: 0,
        display: 'grid',
        gap: space(3),
        gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
      }}
    >
      {complianceStates.map((state) => {
        const pressed = chosen === state;
        const tone = colors[stateColors[state]];
        return (
          <li key={state}>
            <button
              type="button"
              aria-pressed={pressed}
              onClick={() => onChoose(pressed ? 'ALL' : state)}
              css={{
                width: '100%',
                display: 'grid',
                gap: space(1),
                textAlign: 'left',
                font: 'inherit',
                color: colors.text,
                padding: space(3),
                background: pressed ? tone.bg : colors.surface,
                border: `${pressed ? 2 : 1}px solid ${pressed ? tone.fg : colors.border}`,
                borderLeft: `6px solid ${tone.solid}`,
                borderRadius: radius,
                cursor: 'pointer',
                '&:hover': { background: tone.bg },
                '&:focus-visible': focusRing,
              }}
            >
              <span css={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1 }}>{counts[state]}</span>
              <span css={{ fontWeight: 600 }}>{complianceStateLabels[state]}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
