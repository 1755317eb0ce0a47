import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { describeActivity, FIRST_ACTIVITY_YEAR, yearShown } from '#domain/activity/activity';
import { inputStyle } from '../../../components/form/styles';
import { Button } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { PageHeader } from '../../../components/ui/page-header';
import { dayKey, formatDate, formatTime } from '#domain/shared/time';
import { colors, space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useActivity, type ActivityEvent } from '../api/get-events';

/** The year the address asks for, when it could be one (`GET /api/events` takes 2018 on). */
const askedYear = (value: string | null): number | undefined => {
  const year = Number(value);
  return value && Number.isInteger(year) && year >= FIRST_ACTIVITY_YEAR && year <= 9999 ? year : undefined;
};

/** Entries by Copenhagen day, newest day first (they come newest first). */
function byDay(events: ActivityEvent[]): { day: string; events: ActivityEvent[] }[] {
  const days: { day: string; events: ActivityEvent[] }[] = [];
  for (const entry of events) {
    const day = dayKey(entry.datetime);
    if (days.at(-1)?.day !== day) days.push({ day, events: [] });
    days.at(-1)!.events.push(entry);
  }
  return days;
}

/**
 * /dashboard/{companyId}/activity (spec 001 §2 "Activity"): a year, 'only task completions', and
 * the timeline newest first by day (events of this and last year only). The years run from the
 * company's first year to the current year of the server's clock, newest first, as the events'
 * answer gives them (issue 32 item 7); without a year in the address the server's current year
 * shows, whatever the browser's clock says.
 */
export function ActivityPage() {
  const companyId = useCompanyId();
  const [params, setParams] = useSearchParams();
  const asked = askedYear(params.get('year'));
  const completionsOnly = params.get('completionsOnly') === 'true';
  const activity = useActivity(companyId, asked, completionsOnly);
  const { events, loaded, hasMore, loadingMore, more, error } = activity;
  // The years last answered, kept while another year (or the toggle) loads.
  const [kept, setKept] = useState<{ companyId: string; years: number[] }>();
  if (activity.years && activity.years !== kept?.years) setKept({ companyId, years: activity.years });
  const years = activity.years ?? (kept?.companyId === companyId ? kept.years : undefined);
  const thisYear = years?.[0];
  const year = asked ?? activity.year ?? thisYear;
  // A year outside the company's (an old link, a hand-written address): the current one instead.
  const outside = asked !== undefined && years !== undefined && !years.includes(asked);
  const yearId = useId();
  const toggleId = useId();
  const set = (key: string, value: string | null, replace = false) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace },
    );
  useEffect(() => {
    if (outside) set('year', null, true);
  });

  return (
    <section>
      <PageHeader title="Aktivitet" />
      <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: space(6), marginBottom: space(6) }}>
        {years && (
          <div css={{ display: 'grid', gap: space(1) }}>
            <label htmlFor={yearId} css={{ fontWeight: 600 }}>
              År
            </label>
            <select
              id={yearId}
              value={year !== undefined && years.includes(year) ? year : thisYear}
              onChange={(e) => set('year', e.target.value)}
              css={{ ...inputStyle(false), cursor: 'pointer', minWidth: '8rem' }}
            >
              {years.map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </select>
          </div>
        )}
        <div css={{ display: 'flex', alignItems: 'center', gap: space(2), minHeight: '2.75rem' }}>
          <input
            id={toggleId}
            type="checkbox"
            checked={completionsOnly}
            onChange={(e) => set('completionsOnly', e.target.checked ? 'true' : null)}
            css={{ width: '1.25rem', height: '1.25rem' }}
          />
          <label htmlFor={toggleId}>Vis kun udførte opgaver</label>
        </div>
      </div>
      {year !== undefined && thisYear !== undefined && !outside && !yearShown(year, thisYear) ? (
        <p>Aktivitet vises kun for i år og sidste år.</p>
      ) : !loaded || outside ? (
        <LoadState failed={Boolean(error)} error="Kunne ikke hente aktivitet." loading="Henter aktivitet…" />
      ) : events.length === 0 ? (
        <p>{completionsOnly ? `Ingen udførte opgaver i ${year}.` : `Ingen aktivitet i ${year}.`}</p>
      ) : (
        <>
          {byDay(events).map(({ day, events: entries }) => (
            <section key={day} aria-labelledby={`day-${day}`} css={{ marginBottom: space(6) }}>
              <h2 id={`day-${day}`} css={{ fontSize: '1.125rem', margin: `0 0 ${space(2)}` }}>
                {formatDate(entries[0].datetime)}
              </h2>
              <ol css={{ listStyle: 'none', margin: 0, padding: 0, borderLeft: `3px solid ${colors.border}` }}>
                {entries.map((entry) => {
                  const told = describeActivity(entry);
                  return (
                    <li key={entry.id} css={{ padding: `${space(2)} ${space(4)}` }}>
                      <time dateTime={entry.datetime} css={{ color: colors.muted, marginRight: space(3) }}>
                        {formatTime(entry.datetime)}
                      </time>
                      <strong>{told.person}</strong> {told.text}
                      {told.subject && <> {told.subject}</>}
                    </li>
                  );
                })}
              </ol>
            </section>
          ))}
          {error && <p role="alert">Kunne ikke hente aktivitet.</p>}
          {hasMore && (
            <Button variant="secondary" loading={loadingMore} onClick={() => void more()}>
              Vis flere
            </Button>
          )}
        </>
      )}
    </section>
  );
}
