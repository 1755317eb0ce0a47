import { checkAnswerLabels, checkAnswerValues, type CheckAnswer } from '#domain/checklist/answers';
import { limitsText } from '#domain/checklist/checklist';
import { FilePicker } from '../files/file-picker';
import { RadioGroup } from '../form/radio-group';
import { TextAreaField } from '../form/text-area-field';
import { TextField } from '../form/text-field';
import { filesError, type PickedFile } from '../../lib/files/picked-files';
import type { StoredChecklistItem } from '../../lib/tasks/types';
import { colors, radius, space } from '../../lib/theme';
import {
  answerInputId,
  readingNow,
  readingStateText,
  type AnswerDraft,
  type AnswerDrafts,
} from '../../lib/tasks/checklist-answers';
import { WarningIcon } from '../ui/warning-icon';

interface Props {
  items: readonly StoredChecklistItem[];
  drafts: AnswerDrafts;
  onChange: (itemId: string, draft: AnswerDraft) => void;
  photos: Record<string, PickedFile[]>;
  onAddPhotos: (itemId: string, files: File[]) => void;
  onRemovePhoto: (itemId: string, id: string) => void;
  /** Per item id, the message to show under it. */
  problems: Record<string, string>;
  disabled: boolean;
}

const checkOptions = checkAnswerValues.map((value) => ({ value, label: checkAnswerLabels[value] }));
const optional = (item: StoredChecklistItem) => (item.required ? item.label : `${item.label} (valgfri)`);

/** A reading's hint: its unit and limits ('Grænser: 1–2,5 bar.') and how to type it. */
function readingHint(item: StoredChecklistItem) {
  const limits = limitsText(item);
  return `${limits ? `Grænser: ${limits}. ` : item.unit ? `Enhed: ${item.unit}. ` : ''}Skriv med komma, fx 1,8.`;
}

/**
 * The checklist in the completion form (issue 29 "Filled in at completion"): a check as a radio
 * group 'OK' / 'Fejl' / 'Ikke relevant', a reading as a decimal field marked at once when it lies
 * outside its limits (in words and with a sign, not by colour alone), a text, and photos through
 * the app's file picker.
 */
export function ChecklistAnswerFields({
  items,
  drafts,
  onChange,
  photos,
  onAddPhotos,
  onRemovePhoto,
  problems,
  disabled,
}: Props) {
  return (
    <section aria-labelledby="answers-heading" css={{ marginBottom: space(4) }}>
      <h3 id="answers-heading" css={{ fontSize: '1.125rem', margin: `0 0 ${space(3)}` }}>
        Tjekliste
      </h3>
      {items.map((item) => {
        const id = answerInputId(item.id);
        const draft = drafts[item.id] ?? {};
        const error = problems[item.id];
        switch (item.kind) {
          case 'CHECK':
            return (
              <RadioGroup<CheckAnswer>
                key={item.id}
                id={id}
                legend={optional(item)}
                options={checkOptions}
                value={draft.check ?? ''}
                disabled={disabled}
                onChange={(check) => onChange(item.id, { ...draft, check })}
                error={error}
              />
            );
          case 'READING': {
            const state = readingNow(item, draft.reading);
            return (
              <div key={item.id}>
                <TextField
                  id={id}
                  label={item.unit ? `${optional(item)} (${item.unit})` : optional(item)}
                  hint={readingHint(item)}
                  inputMode="decimal"
                  autoComplete="off"
                  readOnly={disabled}
                  value={draft.reading ?? ''}
                  onChange={(reading) => onChange(item.id, { ...draft, reading })}
                  error={error}
                />
                <ReadingMark id={`${id}-state`} state={error ? null : state} limits={limitsText(item)} />
              </div>
            );
          }
          case 'TEXT':
            return (
              <TextAreaField
                key={item.id}
                id={id}
                label={optional(item)}
                rows={3}
                readOnly={disabled}
                value={draft.text ?? ''}
                onChange={(text) => onChange(item.id, { ...draft, text })}
                error={error}
              />
            );
          case 'PHOTO':
            return (
              <FilePicker
                key={item.id}
                id={id}
                label={optional(item)}
                hint="Tag eller vælg et foto. Højst 25 MB pr. fil."
                accept="image/*"
                files={photos[item.id] ?? []}
                onAdd={(files) => onAddPhotos(item.id, files)}
                onRemove={(fileId) => onRemovePhoto(item.id, fileId)}
                error={filesError(photos[item.id] ?? []) ?? error}
                disabled={disabled}
              />
            );
        }
      })}
    </section>
  );
}

/** 'Under grænsen 1–2,5 bar' beside a reading outside its limits, announced as it appears. */
function ReadingMark({ id, state, limits }: { id: string; state: ReturnType<typeof readingNow>; limits: string }) {
  const outside = state === 'BELOW' || state === 'ABOVE';
  return (
    <p
      id={id}
      aria-live="polite"
      css={{
        margin: `-${space(3)} 0 ${space(5)}`,
        minHeight: outside ? undefined : 0,
        ...(outside
          ? {
              display: 'flex',
              alignItems: 'center',
              gap: space(2),
              padding: `${space(1)} ${space(2)}`,
              color: colors.red.fg,
              background: colors.red.bg,
              borderLeft: `4px solid ${colors.red.solid}`,
              borderRadius: radius,
              fontWeight: 700,
            }
          : {}),
      }}
    >
      {outside && (
        <>
          <WarningIcon />
          {readingStateText[state]} {limits}. Der foreslås en opfølgningsopgave.
        </>
      )}
    </p>
  );
}
