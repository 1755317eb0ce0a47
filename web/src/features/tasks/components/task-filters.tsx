import { useState } from 'react';
import { taskStatuses, taskStatusInfo } from '#domain/task/status';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SearchField } from '../../../components/form/search-field';
import { Button } from '../../../components/ui/button';
import { linkStyle } from '../../../components/ui/text-link';
import { narrow, space } from '../../../lib/theme';
// The equipment list's labelled select; a candidate for components/form once a third list needs it.
import { FilterSelect } from '../../../components/form/filter-select';
import {
  filtersButtonText,
  isUnfiltered,
  noFilters,
  type FilterOption,
  type StatusFilter,
  type TaskFilters,
} from '../utils/task-list';

interface Props {
  filters: TaskFilters;
  onChange: (filters: TaskFilters) => void;
  options: { responsibles: FilterOption[]; equipment: FilterOption[]; locations: FilterOption[] };
  /** How many completed single tasks there are, for the checkbox's label. */
  completedCount: number;
  /** Id of the text that counts the matches. */
  countId: string;
}

/** The fields 'Filtre' shows and hides on a phone. */
const PANEL_ID = 'task-filters';

const statusOptions: FilterOption[] = [
  { value: '', label: 'Alle statusser' },
  ...taskStatuses.map((status) => ({ value: status, label: taskStatusInfo[status].label })),
];

/**
 * Search on title; filters status, responsible, equipment, location; completed single tasks (spec
 * 001 "Task list"). On a phone (`narrow`) the five fields wait behind one 'Filtre' button that
 * counts the set ones, so the first screen shows tasks; 'Nulstil' stays beside it (issue 32 item 9).
 */
export function TaskFilterBar({ filters, onChange, options, completedCount, countId }: Props) {
  const [open, setOpen] = useState(false);
  const set = (change: Partial<TaskFilters>) => onChange({ ...filters, ...change });
  const reset = !isUnfiltered(filters) && (
    <Button variant="quiet" onClick={() => onChange({ ...noFilters, showCompleted: filters.showCompleted })}>
      Nulstil
    </Button>
  );
  return (
    <div css={{ marginBottom: space(3) }}>
      <div css={{ display: 'flex', marginBottom: space(4) }}>
        <SearchField
          value={filters.query}
          onChange={(query) => set({ query })}
          placeholder="Søg på titel"
          describedBy={countId}
        />
      </div>
      <div
        css={{
          display: 'none',
          [narrow]: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space(3), marginBottom: space(4) },
        }}
      >
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen((shown) => !shown)}
        >
          {filtersButtonText(filters)}
        </Button>
        {reset}
      </div>
      <div id={PANEL_ID} css={{ [narrow]: { display: open ? 'block' : 'none' } }}>
        <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: space(4), marginBottom: space(4) }}>
          <FilterSelect
            id="filter-status"
            label="Status"
            value={filters.status}
            onChange={(status) => set({ status: status as StatusFilter })}
            options={statusOptions}
          />
          <FilterSelect
            id="filter-responsible"
            label="Ansvarlig"
            value={filters.responsibleId}
            onChange={(responsibleId) => set({ responsibleId })}
            options={[{ value: '', label: 'Alle ansvarlige' }, ...options.responsibles]}
          />
          <FilterSelect
            id="filter-equipment"
            label="Udstyr"
            value={filters.equipmentId}
            onChange={(equipmentId) => set({ equipmentId })}
            options={[{ value: '', label: 'Alt udstyr' }, ...options.equipment]}
          />
          <FilterSelect
            id="filter-location"
            label="Lokation"
            value={filters.locationId}
            onChange={(locationId) => set({ locationId })}
            options={[{ value: '', label: 'Alle lokationer' }, ...options.locations]}
          />
          {/* On a phone 'Nulstil' is beside 'Filtre', where it shows with the fields shut too. */}
          {reset && <div css={{ [narrow]: { display: 'none' } }}>{reset}</div>}
        </div>
        <CheckboxField
          id="show-completed"
          label={`Vis afsluttede enkeltopgaver (${completedCount.toLocaleString('da-DK')})`}
          checked={filters.showCompleted}
          onChange={(showCompleted) => set({ showCompleted })}
        />
      </div>
    </div>
  );
}

/** 'Mente du …?' under a search that found nothing: a click searches for the suggested title. */
export function DidYouMean({
  suggestion,
  onPick,
}: {
  suggestion: string | undefined;
  onPick: (title: string) => void;
}) {
  if (!suggestion) return null;
  return (
    <p css={{ marginTop: space(3) }}>
      Mente du{' '}
      <button
        type="button"
        onClick={() => onPick(suggestion)}
        css={{
          ...linkStyle,
          font: 'inherit',
          fontWeight: 700,
          background: 'none',
          border: 0,
          padding: 0,
          cursor: 'pointer',
          overflowWrap: 'anywhere',
          textAlign: 'left',
        }}
      >
        {suggestion}
      </button>
      ?
    </p>
  );
}
