import { useMemo, type CSSProperties } from 'react';
import type { ChartPoint } from '../api/get-overview';
import { visuallyHidden } from '../../../components/ui/data-table';
import { colors, radius, space } from '../../../lib/theme';
import { chartBars } from '../utils/chart';
import { sectionHeading } from './section-styles';

/** Below this width the months are rows with bars to the right, above it columns. */
const rows = '@media (max-width: 560px)';
const PLOT_HEIGHT = '10rem';

/**
 * The on-time percentage of the 12 months ending with the one shown (spec 001 "Overview"). Drawn
 * with plain elements, hidden from screen readers, which read the same figures from a table. A
 * month without completions has no percentage: it shows '–' and no bar, not a bar of 0.
 */
export function OnTimeChart({ points, selected }: { points: ChartPoint[]; selected: string }) {
  const bars = useMemo(() => chartBars(points), [points]);
  return (
    <section aria-labelledby="chart-heading">
      <h2 id="chart-heading" css={sectionHeading}>
        Udført til tiden, 12 måneder
      </h2>
      <figure
        css={{
          margin: 0,
          padding: space(4),
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radius,
        }}
      >
        <div
          aria-hidden="true"
          css={{ position: 'relative', paddingTop: '1.25rem', paddingLeft: '3rem', [rows]: { padding: 0 } }}
        >
          <Scale />
          <ol
            css={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              display: 'grid',
              gridTemplateColumns: `repeat(${Math.max(bars.length, 1)}, minmax(0, 1fr))`,
              gap: space(1),
              [rows]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: space(1) },
            }}
          >
            {bars.map((bar) => {
              const isSelected = bar.month === selected;
              const fill = isSelected ? colors.primary : colors.blue.solid;
              return (
                <li
                  key={bar.month}
                  style={{ '--v': String(bar.percent ?? 0) } as CSSProperties}
                  css={{
                    display: 'grid',
                    gridTemplateRows: `${PLOT_HEIGHT} auto`,
                    minWidth: 0,
                    [rows]: {
                      gridTemplateRows: 'auto',
                      gridTemplateColumns: '5.5rem minmax(0, 1fr) 3.75rem',
                      alignItems: 'center',
                      gap: space(2),
                    },
                  }}
                >
                  <span
                    css={{
                      position: 'relative',
                      borderBottom: `2px solid ${colors.text}`,
                      [rows]: { order: 2, height: '1.25rem', borderBottom: 0, borderLeft: `2px solid ${colors.text}` },
                    }}
                  >
                    {bar.percent !== null && (
                      <span
                        css={{
                          position: 'absolute',
                          left: '15%',
                          right: '15%',
                          bottom: 0,
                          height: 'calc(var(--v) * 1%)',
                          minHeight: '2px',
                          background: fill,
                          borderRadius: '3px 3px 0 0',
                          [rows]: {
                            left: 0,
                            right: 'auto',
                            top: 0,
                            height: '100%',
                            width: 'calc(var(--v) * 1%)',
                            minWidth: '2px',
                            borderRadius: '0 3px 3px 0',
                          },
                        }}
                      />
                    )}
                    <span
                      css={{
                        position: 'absolute',
                        left: 0,
                        right: 0,
                        bottom: 'calc(var(--v) * 1% + 0.25rem)',
                        textAlign: 'center',
                        fontSize: bar.percent === null ? '1rem' : '0.75rem',
                        fontWeight: isSelected ? 700 : 600,
                        color: bar.percent === null ? colors.muted : colors.text,
                        whiteSpace: 'nowrap',
                        [rows]: { display: 'none' },
                      }}
                    >
                      {bar.shortValue}
                    </span>
                  </span>
                  <span
                    css={{
                      textAlign: 'center',
                      fontSize: '0.8125rem',
                      paddingTop: space(1),
                      fontWeight: isSelected ? 700 : 400,
                      [rows]: { order: 1, textAlign: 'left', paddingTop: 0, fontSize: '0.875rem' },
                    }}
                  >
                    {bar.short}
                    <span
                      css={{
                        display: 'block',
                        visibility: bar.showYear ? 'visible' : 'hidden',
                        [rows]: { display: 'inline', visibility: 'visible' },
                      }}
                    >
                      {' '}
                      {bar.year}
                    </span>
                  </span>
                  <span
                    css={{
                      display: 'none',
                      [rows]: {
                        display: 'block',
                        order: 3,
                        textAlign: 'right',
                        fontSize: '0.875rem',
                        fontWeight: isSelected ? 700 : 600,
                        color: bar.percent === null ? colors.muted : colors.text,
                      },
                    }}
                  >
                    {bar.value}
                  </span>
                </li>
              );
            })}
          </ol>
        </div>
        <figcaption css={{ marginTop: space(3), color: colors.muted, fontSize: '0.875rem' }}>
          Andelen af månedens udførte opgaver, der blev udført senest på deadline. – betyder, at der ikke blev udført
          opgaver i måneden.
        </figcaption>
        <table css={visuallyHidden}>
          <caption>Udført til tiden pr. måned</caption>
          <thead>
            <tr>
              <th scope="col">Måned</th>
              <th scope="col">Udført til tiden</th>
              <th scope="col">Udførte opgaver</th>
            </tr>
          </thead>
          <tbody>
            {bars.map((bar) => (
              <tr key={bar.month}>
                <th scope="row">{bar.name}</th>
                <td>{bar.spoken}</td>
                <td>{bar.tasksCompleted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </section>
  );
}

/** The 0, 50 and 100 % lines behind the columns (wide layout only). */
function Scale() {
  return (
    <div
      css={{
        position: 'absolute',
        left: 0,
        right: 0,
        top: '1.25rem',
        height: PLOT_HEIGHT,
        pointerEvents: 'none',
        [rows]: { display: 'none' },
      }}
    >
      {[100, 50, 0].map((level) => (
        <div
          key={level}
          css={{
            position: 'absolute',
            left: 0,
            right: 0,
            bottom: `${level}%`,
            fontSize: '0.75rem',
            color: colors.muted,
            lineHeight: 1,
          }}
        >
          {level > 0 && (
            <span css={{ position: 'absolute', left: '3rem', right: 0, borderTop: `1px dashed ${colors.border}` }} />
          )}
          <span
            css={{ position: 'absolute', left: 0, width: '2.5rem', textAlign: 'right', transform: 'translateY(-50%)' }}
          >
            {level} %
          </span>
        </div>
      ))}
    </div>
  );
}
