import { useState } from 'react';
import {
  checklistItemKindLabels,
  checklistItemKinds,
  checklistMessages,
  MAX_CHECKLIST_ITEMS,
  type ChecklistItemKind,
} from '#domain/checklist/checklist';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { FieldError } from '../../../components/form/field-error';
import { SelectField } from '../../../components/form/select-field';
import { hintStyle } from '../../../components/form/styles';
import { TextField } from '../../../components/form/text-field';
import { Button, linkButtonStyle } from '../../../components/ui/button';
import { visuallyHidden } from '../../../components/ui/data-table';
import { colors, radius, space } from '../../../lib/theme';
import {
  canAdd,
  itemInputId,
  moveDraft,
  newDraft,
  type ChecklistDraft,
  type ChecklistProblems,
  type ItemField,
} from '../utils/checklist-form';
import { CopyChecklist } from './copy-checklist';

interface Props {
  companyId: string;
  /** The task being edited: not offered as the one to copy from. */
  taskId?: string;
  items: ChecklistDraft[];
  onChange: (items: ChecklistDraft[]) => void;
  problems: ChecklistProblems;
  /** The server's refusal of the checklist, if any. */
  serverError?: string;
  disabled: boolean;
}

const kindOptions = checklistItemKinds.map((kind) => ({ value: kind, label: checklistItemKindLabels[kind] }));
const addLabels: Record<ChecklistItemKind, string> = {
  CHECK: 'Tilføj kontrolpunkt',
  READING: 'Tilføj måling',
  TEXT: 'Tilføj tekst',
  PHOTO: 'Tilføj foto',
};
const kindHints: Record<ChecklistItemKind, string> = {
  CHECK: "Besvares med 'OK', 'Fejl' eller 'Ikke relevant'.",
  READING: 'Et tal med enhed, fx tryk i bar. Uden for grænserne foreslås en opfølgning.',
  TEXT: 'Et skrevet svar.',
  PHOTO: 'Et eller flere fotos.',
};

/**
 * The task form's 'Tjekliste' (issue 29 "A checklist on a task"): items of four kinds, each with
 * its text and 'Påkrævet'; a reading also with its unit and limits typed the Danish way. Items are
 * added by kind, moved up and down, removed, or copied from another task. A field shows its
 * problem once left, as the form's other fields do.
 */
export function ChecklistEditor({ companyId, taskId, items, onChange, problems, serverError, disabled }: Props) {
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const full = !canAdd(items);

  const update = (id: string, patch: Partial<ChecklistDraft>) =>
    onChange(items.map((item) => (item.id === id ? { ...item, ...patch } : item)));

  /** After a change of order or length, focus lands on an element that is still there. */
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());

  const add = (kind: ChecklistItemKind) => {
    if (full) return;
    const item = newDraft(kind);
    onChange([...items, item]);
    focusLater(itemInputId(item.id, 'label'));
  };
  const move = (index: number, delta: -1 | 1) => {
    const moved = items[index];
    const next = moveDraft(items, index, delta);
    onChange(next);
    // Keep the focus on the same button, unless the item reached that end (then on the other one).
    const at = index + delta;
    const end = (delta < 0 && at === 0) || (delta > 0 && at === next.length - 1);
    focusLater(`${moved.id}-${end ? (delta < 0 ? 'down' : 'up') : delta < 0 ? 'up' : 'down'}`);
  };
  const remove = (index: number) => {
    const next = items.filter((_, i) => i !== index);
    onChange(next);
    const neighbour = next[Math.min(index, next.length - 1)];
    focusLater(neighbour ? itemInputId(neighbour.id, 'label') : 'checklist-add-CHECK');
  };

  const shown = (item: ChecklistDraft, field: ItemField) =>
    left.has(itemInputId(item.id, field)) ? problems.items[item.id]?.[field] : undefined;
  const listError = serverError ?? problems.list;

  return (
    <section
      aria-labelledby="checklist-heading"
      onBlur={(event) => {
        const id = event.target.id;
        if (id.startsWith('checklist-') && !left.has(id)) setLeft(new Set(left).add(id));
      }}
      css={{ margin: `${space(2)} 0 ${space(6)}` }}
    >
      <h2 id="checklist-heading" css={{ fontSize: '1.25rem', margin: `0 0 ${space(1)}` }}>
        Tjekliste (valgfri)
      </h2>
      <p id="checklist-hint" css={{ ...hintStyle, margin: `0 0 ${space(3)}` }}>
        Det, den ansvarlige skal svare på, når opgaven udføres. Højst {MAX_CHECKLIST_ITEMS} punkter.
      </p>
      {/* The error summary's link to the checklist lands here. */}
      <div id="checklist" tabIndex={-1} css={{ '&:focus': { outline: 'none' } }}>
        <FieldError id={listError ? 'checklist-error' : undefined} message={listError} />
      </div>
      {items.length > 0 && (
        <ol css={{ listStyle: 'none', margin: `0 0 ${space(4)}`, padding: 0, display: 'grid', gap: space(4) }}>
          {items.map((item, index) => (
            <li key={item.id}>
              <fieldset
                disabled={disabled}
                css={{
                  margin: 0,
                  minWidth: 0,
                  padding: `${space(3)} ${space(4)} ${space(1)}`,
                  border: `1px solid ${colors.border}`,
                  borderRadius: radius,
                  background: colors.surface,
                }}
              >
                <legend css={{ fontWeight: 700, padding: `0 ${space(1)}` }}>
                  Punkt {index + 1}: {checklistItemKindLabels[item.kind]}
                </legend>
                <SelectField
                  id={itemInputId(item.id, 'kind')}
                  label="Type"
                  hint={kindHints[item.kind]}
                  options={kindOptions}
                  value={item.kind}
                  onChange={(kind) => update(item.id, { kind: kind as ChecklistItemKind })}
                  error={shown(item, 'kind')}
                />
                <TextField
                  id={itemInputId(item.id, 'label')}
                  label="Punktets tekst"
                  autoComplete="off"
                  value={item.label}
                  onChange={(label) => update(item.id, { label })}
                  error={shown(item, 'label')}
                />
                {item.kind === 'READING' && (
                  <div
                    css={{
                      display: 'grid',
                      gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
                      columnGap: space(3),
                    }}
                  >
                    <TextField
                      id={itemInputId(item.id, 'unit')}
                      label="Enhed"
                      hint="Fx bar eller °C"
                      autoComplete="off"
                      value={item.unit}
                      onChange={(unit) => update(item.id, { unit })}
                      error={shown(item, 'unit')}
                    />
                    <TextField
                      id={itemInputId(item.id, 'lower')}
                      label="Nedre grænse"
                      hint="Valgfri, fx 1,0"
                      inputMode="decimal"
                      autoComplete="off"
                      value={item.lower}
                      onChange={(lower) => update(item.id, { lower })}
                      error={shown(item, 'lower')}
                    />
                    <TextField
                      id={itemInputId(item.id, 'upper')}
                      label="Øvre grænse"
                      hint="Valgfri, fx 2,5"
                      inputMode="decimal"
                      autoComplete="off"
                      value={item.upper}
                      onChange={(upper) => update(item.id, { upper })}
                      error={shown(item, 'upper')}
                    />
                  </div>
                )}
                <CheckboxField
                  id={itemInputId(item.id, 'required')}
                  label="Påkrævet"
                  hint="Opgaven kan ikke markeres som udført, før punktet er besvaret."
                  checked={item.required}
                  onChange={(required) => update(item.id, { required })}
                />
                <div
                  css={{ display: 'flex', flexWrap: 'wrap', gap: `${space(1)} ${space(4)}`, marginBottom: space(3) }}
                >
                  <button
                    type="button"
                    id={`${item.id}-up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                    css={linkButtonStyle}
                  >
                    Flyt op<span css={visuallyHidden}> (punkt {index + 1})</span>
                  </button>
                  <button
                    type="button"
                    id={`${item.id}-down`}
                    disabled={index === items.length - 1}
                    onClick={() => move(index, 1)}
                    css={linkButtonStyle}
                  >
                    Flyt ned<span css={visuallyHidden}> (punkt {index + 1})</span>
                  </button>
                  <button
                    type="button"
                    onClick={() => remove(index)}
                    css={{ ...linkButtonStyle, color: colors.red.fg }}
                  >
                    Fjern<span css={visuallyHidden}> punkt {index + 1}</span>
                  </button>
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(2), marginBottom: space(2) }}>
        {checklistItemKinds.map((kind) => (
          <Button
            key={kind}
            id={`checklist-add-${kind}`}
            variant="secondary"
            disabled={disabled || full}
            aria-describedby={full ? 'checklist-full' : undefined}
            onClick={() => add(kind)}
          >
            {addLabels[kind]}
          </Button>
        ))}
      </div>
      {full && (
        <p id="checklist-full" css={{ ...hintStyle, margin: `0 0 ${space(3)}` }}>
          {checklistMessages.tooMany}.
        </p>
      )}
      <CopyChecklist
        companyId={companyId}
        taskId={taskId}
        disabled={disabled}
        onCopy={(copied) => {
          onChange([...items, ...copied]);
          return items.length + copied.length;
        }}
      />
    </section>
  );
}
