import { memo, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formatDanishNumber } from '#domain/checklist/numbers';
import type { ReadingSeries } from '#domain/checklist/readings';
import { formatDate } from '#domain/shared/time';
import { colors, radius, space } from '../../../lib/theme';
import { chartGeometry, nearestIndex, readingStateText, seriesSummary, type ChartBox } from '../utils/reading-chart';

const HEIGHT = 240;
const MARGIN = { left: 48, right: 12, top: 12, bottom: 28 };

/** The width the chart has, followed as the window changes. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

interface Props {
  series: ReadingSeries;
  /** The limits as read: '1–2,5 bar'. */
  limits: string;
}

/**
 * A series over time (issue 29 "Readings over time"), hand-drawn in SVG: the band between the
 * limits and each limit as a dashed line, the readings as one path and the readings outside their
 * limits as red diamonds, in one path too, so five years of readings draw at once. Screen readers
 * read its summary; the table below has every figure. The pointer shows the nearest reading.
 */
export function ReadingChart({ series, limits }: Props) {
  const { ref, width } = useWidth();
  const [hover, setHover] = useState(-1);
  const box: ChartBox = useMemo(() => ({ width: Math.max(width, 200), height: HEIGHT, ...MARGIN }), [width]);
  const geometry = useMemo(() => chartGeometry(series, box), [series, box]);
  const { points } = series;
  const range = points.length ? `fra ${formatDate(points[0].at)} til ${formatDate(points[points.length - 1].at)}` : '';
  const point = hover >= 0 ? points[hover] : undefined;
  return (
    <figure css={{ margin: `0 0 ${space(4)}` }}>
      <div
        ref={ref}
        css={{
          position: 'relative',
          background: colors.surface,
          border: `1px solid ${colors.border}`,
          borderRadius: radius,
          touchAction: 'pan-y',
        }}
        onPointerMove={(event) => {
          const rect = event.currentTarget.getBoundingClientRect();
          setHover(nearestIndex(geometry.xs, event.clientX - rect.left));
        }}
        onPointerLeave={() => setHover(-1)}
      >
        {width > 0 && (
          <svg
            width={box.width}
            height={box.height}
            viewBox={`0 0 ${box.width} ${box.height}`}
            role="img"
            aria-label={seriesSummary(series, limits, range)}
            css={{ display: 'block', maxWidth: '100%', fontSize: 12, fontFamily: 'inherit' }}
          >
            <Plot geometry={geometry} box={box} />
            {point && (
              <g aria-hidden="true">
                <line
                  x1={geometry.xs[hover]}
                  x2={geometry.xs[hover]}
                  y1={box.top}
                  y2={box.height - box.bottom}
                  stroke={colors.muted}
                  strokeDasharray="2 3"
                />
                <circle
                  cx={geometry.xs[hover]}
                  cy={geometry.ys[hover]}
                  r={5}
                  fill={point.state === 'WITHIN' ? colors.primary : colors.red.solid}
                  stroke="#fff"
                  strokeWidth={2}
                />
              </g>
            )}
          </svg>
        )}
        {point && (
          <div
            aria-hidden="true"
            css={{
              position: 'absolute',
              top: space(1),
              right: space(2),
              padding: `${space(1)} ${space(2)}`,
              background: colors.surface,
              border: `1px solid ${colors.border}`,
              borderRadius: radius,
              fontSize: '0.875rem',
              pointerEvents: 'none',
            }}
          >
            {formatDate(point.at)}: <strong>{formatDanishNumber(point.value, series.unit ?? undefined)}</strong>
            {point.state !== 'WITHIN' && <span css={{ color: colors.red.fg }}> {readingStateText[point.state]}</span>}
          </div>
        )}
      </div>
      <figcaption css={{ marginTop: space(1), color: colors.muted, fontSize: '0.9375rem' }}>
        {limits ? 'Det grønne felt er området inden for grænserne; ' : ''}
        målinger uden for grænserne er vist med en rød rombe.
      </figcaption>
    </figure>
  );
}

/** What does not follow the pointer: drawn again only when the series or the width change. */
const Plot = memo(function Plot({ geometry, box }: { geometry: ReturnType<typeof chartGeometry>; box: ChartBox }) {
  const right = box.width - box.right;
  const bottom = box.height - box.bottom;
  return (
    <g aria-hidden="true">
      {geometry.band && (
        <rect
          x={box.left}
          width={right - box.left}
          y={geometry.band.top}
          height={Math.max(0, geometry.band.bottom - geometry.band.top)}
          fill={colors.green.bg}
        />
      )}
      {[geometry.lowerY, geometry.upperY].map((y, index) =>
        y === null ? null : (
          <line
            key={index}
            x1={box.left}
            x2={right}
            y1={y}
            y2={y}
            stroke={colors.green.solid}
            strokeWidth={1.5}
            strokeDasharray="6 4"
          />
        ),
      )}
      {geometry.yTicks.map((tick) => (
        <g key={`y${tick.at}`}>
          <line x1={box.left} x2={right} y1={tick.at} y2={tick.at} stroke={colors.border} strokeWidth={1} />
          <text x={box.left - 6} y={tick.at} dy="0.32em" textAnchor="end" fill={colors.muted}>
            {tick.label}
          </text>
        </g>
      ))}
      {geometry.xTicks.map((tick) => (
        <text key={`x${tick.at}`} x={tick.at} y={bottom + 18} textAnchor="middle" fill={colors.muted}>
          {tick.label}
        </text>
      ))}
      <line x1={box.left} x2={box.left} y1={box.top} y2={bottom} stroke={colors.muted} />
      <line x1={box.left} x2={right} y1={bottom} y2={bottom} stroke={colors.muted} />
      <path d={geometry.line} fill="none" stroke={colors.primary} strokeWidth={1.5} strokeLinejoin="round" />
      <path d={geometry.outside} fill={colors.red.solid} stroke="#fff" strokeWidth={1} />
    </g>
  );
});
