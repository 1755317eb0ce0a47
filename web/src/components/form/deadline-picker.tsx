import { useRef, useState, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { FieldError } from './field-error';
import { describedBy, fieldStyle, hintStyle, labelStyle } from './styles';
import { colors, focusRing, radius, space } from '../../lib/theme';
import {
  addMonths,
  calendarKeys,
  compareMonths,
  dayLabel,
  dayOfDeadline,
  deadlineOf,
  earliestDay,
  firstPickable,
  isPickable,
  monthGrid,
  monthLabel,
  monthOf,
  moveFocus,
  weekdayNames,
  weekdayShort,
  type CalendarKey,
  type Month,
} from '../../lib/calendar';

export interface DeadlinePickerProps {
  /** The visible label, e.g. 'Deadline'. */
  label: string;
  /** ISO instant (23:00 Copenhagen of the picked day), or null for none picked. */
  value: string | null;
  onChange: (deadline: string) => void;
  /** Only Monday to Friday can be picked (routines, decisions.md). */
  weekdaysOnly?: boolean;
  /** The field's error text, shown under it and tied with aria-describedby. */
  error?: string;
  /** The id of the control (for labels and error links); defaults from the label. */
  id?: string;
  disabled?: boolean;
}

const navButton = {
  width: '2.75rem',
  height: '2.75rem',
  font: 'inherit',
  fontSize: '1.25rem',
  lineHeight: 1,
  color: colors.primary,
  background: colors.surface,
  border: `2px solid ${colors.primary}`,
  borderRadius: radius,
  cursor: 'pointer',
  '&:hover:not(:disabled)': { background: colors.primaryTint },
  '&:focus-visible': focusRing,
  '&:disabled': { color: colors.border, borderColor: colors.border, cursor: 'not-allowed' },
} as const;

/**
 * The deadline as a calendar (spec 001 §5): Danish month and weekday names, weeks from Monday,
 * only days from today (Copenhagen) on, with `weekdaysOnly` Monday to Friday. A day means 23:00
 * Copenhagen time that day (decisions.md "Time"). The grid follows the WAI-ARIA date picker
 * pattern: one day is in the tab order, the arrow keys, Home/End and PageUp/PageDown move.
 */
export function DeadlinePicker({
  label,
  value,
  onChange,
  weekdaysOnly = false,
  error,
  id: givenId,
  disabled = false,
}: DeadlinePickerProps) {
  const id = givenId ?? `deadline-${label.toLowerCase().replace(/[^a-z0-9æøå]+/g, '-')}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const pickedId = `${id}-picked`;
  const monthId = `${id}-month`;
  const errorId = error ? `${id}-error` : undefined;

  // "Today" is the browser's clock, read on every render so a page left open past midnight follows.
  const now = new Date();
  const earliest = earliestDay(now);
  const todayDate = dayOfDeadline(now.toISOString());
  const picked = value ? dayOfDeadline(value) : null;
  const [month, setMonth] = useState<Month>(() => monthOf(picked ?? firstPickable(earliest, earliest, weekdaysOnly)));
  const [active, setActive] = useState<string | null>(null);
  const [shownPicked, setShownPicked] = useState(picked);
  const grid = useRef<HTMLTableElement>(null);

  // A value set from outside (a copied or loaded task) shows its month.
  if (picked !== shownPicked) {
    setShownPicked(picked);
    if (picked) setMonth(monthOf(picked));
  }

  const weeks = monthGrid(month);
  const days = weeks.flat().filter((day) => day !== null);
  const pickable = (date: string) => isPickable(date, earliest, weekdaysOnly);
  const inView = (date: string | null) => date !== null && days.some((day) => day.date === date) && pickable(date);
  // The one day in the tab order: the one moved to, else the picked one, else the first that can be picked.
  const tabbable = inView(active)
    ? active
    : inView(picked)
      ? picked
      : (days.find((day) => pickable(day.date))?.date ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, date: string) => {
    if (!calendarKeys.includes(event.key)) return;
    event.preventDefault();
    const target = moveFocus(date, event.key as CalendarKey, earliest, weekdaysOnly);
    if (!target) return;
    // The day may be in another month: its button exists only once that month is rendered.
    flushSync(() => {
      setActive(target);
      setMonth(monthOf(target));
    });
    grid.current?.querySelector<HTMLButtonElement>(`button[data-date="${target}"]`)?.focus();
  };

  const showMonth = (step: number) => {
    setActive(null);
    setMonth((current) => addMonths(current, step));
  };

  return (
    <div css={fieldStyle}>
      <span id={labelId} css={labelStyle}>
        {label}
      </span>
      <span id={hintId} css={hintStyle}>
        {weekdaysOnly ? 'Vælg en hverdag (mandag til fredag). ' : ''}Opgaven skal være udført senest kl. 23.00 den
        valgte dag.
      </span>
      <p
        id={pickedId}
        aria-live="polite"
        css={{ margin: 0, fontWeight: picked ? 600 : 400, color: picked ? colors.text : colors.muted }}
      >
        {picked ? `Valgt: ${dayLabel(picked)}` : 'Ingen dato valgt'}
      </p>
      <FieldError id={errorId} message={error} />
      <div
        id={id}
        role="group"
        tabIndex={-1}
        aria-labelledby={labelId}
        aria-describedby={describedBy(hintId, pickedId, errorId)}
        css={{
          maxWidth: '24rem',
          padding: space(3),
          marginTop: space(1),
          background: colors.surface,
          border: `2px solid ${error ? colors.red.solid : colors.border}`,
          borderRadius: radius,
          '&:focus-visible': focusRing,
        }}
      >
        <div
          css={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: space(2),
            marginBottom: space(2),
          }}
        >
          <button
            type="button"
            aria-label="Forrige måned"
            disabled={disabled || compareMonths(month, monthOf(earliest)) <= 0}
            onClick={() => showMonth(-1)}
            css={navButton}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <p
            id={monthId}
            aria-live="polite"
            css={{
              margin: 0,
              fontWeight: 700,
              fontSize: '1.0625rem',
              '&::first-letter': { textTransform: 'uppercase' },
            }}
          >
            {monthLabel(month)}
          </p>
          <button
            type="button"
            aria-label="Næste måned"
            disabled={disabled}
            onClick={() => showMonth(1)}
            css={navButton}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <table
          ref={grid}
          role="grid"
          aria-labelledby={monthId}
          css={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}
        >
          <thead>
            <tr>
              {weekdayShort.map((short, index) => (
                <th
                  key={short}
                  scope="col"
                  abbr={weekdayNames[index]}
                  css={{
                    padding: `${space(1)} 0`,
                    fontSize: '0.875rem',
                    fontWeight: 600,
                    color: colors.muted,
                    textAlign: 'center',
                  }}
                >
                  {short}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((day, index) => {
                  if (!day) return <td key={`blank-${index}`} />;
                  const selected = day.date === picked;
                  const today = day.date === todayDate;
                  const enabled = !disabled && pickable(day.date);
                  return (
                    <td key={day.date} aria-selected={selected} css={{ padding: '2px', textAlign: 'center' }}>
                      <button
                        type="button"
                        data-date={day.date}
                        aria-label={dayLabel(day.date)}
                        aria-current={today ? 'date' : undefined}
                        disabled={!enabled}
                        tabIndex={day.date === tabbable ? 0 : -1}
                        onClick={() => {
                          setActive(day.date);
                          onChange(deadlineOf(day.date));
                        }}
                        onKeyDown={(event) => onKeyDown(event, day.date)}
                        css={dayStyle(selected, today, enabled, day.weekend)}
                      >
                        {day.day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function dayStyle(selected: boolean, today: boolean, enabled: boolean, weekend: boolean) {
  return {
    width: '100%',
    height: '2.5rem',
    padding: 0,
    font: 'inherit',
    fontWeight: selected || today ? 700 : 400,
    fontVariantNumeric: 'tabular-nums',
    color: selected ? '#fff' : enabled ? colors.text : colors.muted,
    background: selected ? colors.primary : enabled ? colors.surface : weekend ? colors.page : 'transparent',
    border: `2px solid ${selected ? colors.primary : today ? colors.text : 'transparent'}`,
    borderRadius: radius,
    cursor: enabled ? 'pointer' : 'not-allowed',
    textDecoration: enabled || selected ? 'none' : 'line-through',
    textDecorationColor: colors.border,
    '&:hover:not(:disabled)': { background: selected ? colors.primaryHover : colors.primaryTint },
    '&:focus-visible': focusRing,
  } as const;
}
