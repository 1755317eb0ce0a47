import { FilterSelect } from '../../../components/form/filter-select';
import { space } from '../../../lib/theme';
import { historyYears } from '../utils/task-detail';

/** The 'År' selector of a completion history: 2018 to the current year. */
export function HistoryYearSelect({
  id,
  year,
  now,
  onChange,
}: {
  id: string;
  year: number;
  now: Date;
  onChange: (year: number) => void;
}) {
  return (
    <div css={{ display: 'flex', marginBottom: space(4) }}>
      <FilterSelect
        id={id}
        label="År"
        value={String(year)}
        onChange={(value) => onChange(Number(value))}
        options={historyYears(now).map((option) => ({ value: String(option), label: String(option) }))}
      />
    </div>
  );
}
