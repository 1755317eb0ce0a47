/*
 * STUB (to be replaced by the deadline-picker work): a plain date input with the final props.
 * `value` and `onChange` are ISO instants at 23:00 Copenhagen on the picked day.
 */
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

export function DeadlinePicker(props: DeadlinePickerProps) {
  const id = props.id ?? `deadline-${props.label}`;
  return (
    <div>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="date"
        disabled={props.disabled}
        value={props.value ? props.value.slice(0, 10) : ''}
        onChange={(e) => props.onChange(new Date(`${e.target.value}T22:00:00Z`).toISOString())}
      />
      {props.error && <p>{props.error}</p>}
    </div>
  );
}
