import { startTransition, useMemo, useState } from 'react';
import { limitsText } from '#domain/checklist/checklist';
import { formatDanishNumber } from '#domain/checklist/numbers';
import type { ReadingSeries } from '#domain/checklist/readings';
import { formatDate } from '#domain/shared/time';
import { Button } from '../../../components/ui/button';
import { cellStyle, columnHead as head, DataTable, numericCellStyle } from '../../../components/ui/data-table';
import { colors, space } from '../../../lib/theme';
import { readingStateText } from '../utils/reading-chart';
import { ReadingChart } from './reading-chart';

/** The newest readings shown at first; 'Vis alle' shows the rest. */
export const LATEST_READINGS = 20;

const limitsOf = (series: ReadingSeries) =>
  limitsText({ lower: series.lower ?? undefined, upper: series.upper ?? undefined, unit: series.unit ?? undefined });

/** One series: its heading, the chart over time and the table of its readings, newest first. */
export function ReadingSeriesView({ series }: { series: ReadingSeries; companyId: string }) {
  const [all, setAll] = useState(false);
  const headingId = `readings-${series.key.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  const limits = limitsOf(series);
  const newestFirst = useMemo(() => [...series.points].reverse(), [series.points]);
  const rows = all ? newestFirst : newestFirst.slice(0, LATEST_READINGS);
  const outside = useMemo(() => series.points.filter((p) => p.state !== 'WITHIN').length, [series.points]);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} css={{ fontSize: '1.125rem', margin: `0 0 ${space(1)}` }}>
        {series.label}
        {series.unit ? ` (${series.unit})` : ''}
      </h3>
      <p css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
        Fra opgaven {series.taskTitle}. {limits ? `Grænser: ${limits}.` : 'Ingen grænser.'}{' '}
        {outside > 0 && (
          <strong css={{ color: colors.red.fg }}>
            {outside.toLocaleString('da-DK')} {outside === 1 ? 'måling' : 'målinger'} uden for grænserne.
          </strong>
        )}
      </p>
      <ReadingChart series={series} limits={limits} />
      <DataTable
        caption={`Målinger af ${series.label}, nyeste først`}
        columns={3}
        rows={rows}
        empty="Ingen målinger."
        head={
          <>
            {head('Dato')}
            <th scope="col" css={numericCellStyle}>
              Måling
            </th>
            {head('Grænser')}
          </>
        }
      >
        {(point) => {
          const off = point.state !== 'WITHIN';
          return (
            <tr key={`${point.completionId}-${point.at}`} css={{ borderBottom: `1px solid ${colors.border}` }}>
              <td css={{ ...cellStyle, whiteSpace: 'nowrap' }}>{formatDate(point.at)}</td>
              <td css={{ ...numericCellStyle, whiteSpace: 'nowrap', fontWeight: off ? 700 : undefined }}>
                {formatDanishNumber(point.value, series.unit ?? undefined)}
              </td>
              <td css={{ ...cellStyle, color: off ? colors.red.fg : undefined, fontWeight: off ? 700 : undefined }}>
                {off ? `${point.state === 'BELOW' ? '▼' : '▲'} ${readingStateText[point.state]}` : ''}
              </td>
            </tr>
          );
        }}
      </DataTable>
      {series.points.length > LATEST_READINGS && (
        <p css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), color: colors.muted }}>
          {all
            ? `Viser alle ${series.points.length.toLocaleString('da-DK')} målinger.`
            : `Viser de ${LATEST_READINGS} nyeste af ${series.points.length.toLocaleString('da-DK')} målinger.`}
          <Button variant="secondary" onClick={() => startTransition(() => setAll(!all))}>
            {all
              ? `Vis kun de ${LATEST_READINGS} nyeste`
              : `Vis alle (${series.points.length.toLocaleString('da-DK')})`}
          </Button>
        </p>
      )}
    </section>
  );
}
