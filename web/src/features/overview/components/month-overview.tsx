import { useSearchParams } from 'react-router-dom';
import { addMonthsTo } from '#domain/task/statistics';
import { LoadError } from '../../../components/ui/load-state';
import { Loading } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { ApiError } from '../../../lib/api';
import { colors, space } from '../../../lib/theme';
import { useOverview } from '../api/get-overview';
import { INVALID_MONTH, monthName, readMonth } from '../utils/month';
import { dayKey } from '../utils/timeline';
import { MonthFigures } from './month-figures';
import { MonthNav } from './month-nav';
import { MonthTimeline } from './month-timeline';
import { OnTimeChart } from './on-time-chart';
import { OverdueTimeline } from './overdue-timeline';
import { OverviewHeading } from './overview-heading';
import { OpenFaultReports } from './open-fault-reports';
import { OverdueDuties } from './overdue-duties';
import { showsOverdueDuties } from '../utils/duties';
import { paths } from '../../../lib/paths';

const TITLE = 'Oversigt';
const LOAD_ERROR = 'Oversigten kunne ikke hentes lige nu. Prøv igen om lidt.';

interface Props {
  companyId: string;
  companyName: string;
  focusHeading: boolean;
}

/**
 * The month of `?month=yyyy-MM` (this month without it): figures, the 12-month chart, what is
 * overdue now and the month's deadlines. A month the page cannot show says 'Ugyldig måned'.
 */
export function MonthOverview({ companyId, companyName, focusHeading }: Props) {
  const [params] = useSearchParams();
  const choice = readMonth(params.get('month'));
  const requested = choice.kind === 'month' ? choice.month : undefined;
  const { overview, error, isValidating } = useOverview(companyId, requested, { skip: choice.kind === 'invalid' });
  const dashboard = paths.dashboard(companyId);
  const heading = <OverviewHeading caption={companyName} title={TITLE} focus={focusHeading} />;

  const invalid = choice.kind === 'invalid' || (error instanceof ApiError && error.status === 400);
  if (invalid) {
    return (
      <>
        {heading}
        <p role="alert" css={{ color: colors.red.fg, fontWeight: 700, fontSize: '1.25rem' }}>
          {INVALID_MONTH}
        </p>
        <p>
          <TextLink to=".">Gå til denne måned</TextLink>
        </p>
      </>
    );
  }
  if (!overview) {
    return (
      <>
        {heading}
        {error ? <LoadError>{LOAD_ERROR}</LoadError> : <Loading label="Henter oversigten…" />}
      </>
    );
  }

  // While another month loads, the last one stays on screen, dimmed.
  const stale = requested ? overview.month !== requested : !overview.current;
  const name = monthName(overview.month);
  return (
    <>
      {heading}
      <MonthNav month={overview.month} current={overview.current} />
      {overview.openFaultReports !== undefined && (
        <div css={{ marginTop: space(6) }}>
          <OpenFaultReports count={overview.openFaultReports} dashboard={dashboard} />
        </div>
      )}
      {showsOverdueDuties(overview) && (
        <div css={{ marginTop: space(4) }}>
          <OverdueDuties count={overview.dutiesOverdue ?? 0} dashboard={dashboard} />
        </div>
      )}
      {stale && isValidating ? <Loading label={`Henter ${requested ? monthName(requested) : 'denne måned'}…`} /> : null}
      {error && <LoadError>{LOAD_ERROR}</LoadError>}
      <div
        aria-busy={stale || undefined}
        css={{ display: 'grid', gap: space(8), marginTop: space(6), opacity: stale ? 0.6 : 1, minWidth: 0 }}
      >
        <MonthFigures
          stats={overview.stats}
          monthName={name}
          previousMonthName={monthName(addMonthsTo(overview.month, -1))}
          current={overview.current}
        />
        <OnTimeChart points={overview.chart} selected={overview.month} />
        <div
          css={{
            display: 'grid',
            gap: space(8),
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@media (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', alignItems: 'start' },
          }}
        >
          <OverdueTimeline
            items={overview.overdue}
            total={overview.overdueTotal ?? overview.overdue.length}
            dashboard={dashboard}
          />
          <MonthTimeline
            key={overview.month}
            items={overview.due}
            total={overview.dueTotal ?? overview.due.length}
            monthName={name}
            dashboard={dashboard}
            today={dayKey(new Date())}
          />
        </div>
      </div>
    </>
  );
}
