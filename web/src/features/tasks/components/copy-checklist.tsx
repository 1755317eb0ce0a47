import { useMemo, useState } from 'react';
import { checklistMessages, MAX_CHECKLIST_ITEMS } from '#domain/checklist/checklist';
import { SelectField } from '../../../components/form/select-field';
import { hintStyle } from '../../../components/form/styles';
import { Button } from '../../../components/ui/button';
import { useTasks } from '../../../lib/tasks/get-tasks';
import { colors, space } from '../../../lib/theme';
import { getTask } from '../api/get-task';
import { copiedDrafts, type ChecklistDraft } from '../utils/checklist-form';

interface Props {
  companyId: string;
  /** The task being edited, not offered. */
  taskId?: string;
  disabled: boolean;
  /** Adds the copied items; answers how many the checklist then has. */
  onCopy: (items: ChecklistDraft[]) => number;
}

/**
 * 'Kopiér fra en anden opgave': the company's tasks to pick from; the picked task is read
 * (GET /api/task/{id}) and its checklist added with new ids (`copyChecklist`).
 */
export function CopyChecklist({ companyId, taskId, disabled, onCopy }: Props) {
  const { tasks } = useTasks(companyId);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ text: string; failed: boolean } | null>(null);
  const options = useMemo(
    () =>
      (tasks ?? [])
        .filter((task) => task.id !== taskId)
        .map((task) => ({
          value: task.id,
          label: task.equipmentName ? `${task.title} (${task.equipmentName})` : task.title,
        }))
        .sort((a, b) => a.label.localeCompare(b.label, 'da')),
    [tasks, taskId],
  );

  const copy = async () => {
    if (!chosen) return;
    setBusy(true);
    setSaid(null);
    const answer = await getTask(companyId, chosen).catch(() => null);
    setBusy(false);
    if (!answer) {
      setSaid({ text: 'Opgaven kunne ikke hentes. Prøv igen.', failed: true });
      return;
    }
    const items = answer.task.checklist ?? [];
    if (items.length === 0) {
      setSaid({ text: `${answer.task.title} har ingen tjekliste.`, failed: true });
      return;
    }
    const total = onCopy(copiedDrafts(items));
    setSaid({
      text: `${items.length === 1 ? '1 punkt' : `${items.length} punkter`} kopieret fra ${answer.task.title}.${
        total > MAX_CHECKLIST_ITEMS ? ` ${checklistMessages.tooMany}.` : ''
      }`,
      failed: false,
    });
  };

  if (options.length === 0) return null;
  return (
    <div css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: `0 ${space(3)}` }}>
      <div css={{ flex: '1 1 16rem', minWidth: 0 }}>
        <SelectField
          id="checklist-copy-from"
          label="Kopiér fra en anden opgave"
          placeholder="Vælg en opgave"
          options={options}
          value={chosen}
          onChange={setChosen}
        />
      </div>
      <div css={{ marginBottom: space(5) }}>
        <Button variant="secondary" loading={busy} disabled={disabled || !chosen} onClick={() => void copy()}>
          Kopiér punkterne
        </Button>
      </div>
      <p
        role="status"
        css={{
          ...hintStyle,
          flexBasis: '100%',
          margin: `-${space(3)} 0 ${space(3)}`,
          color: said?.failed ? colors.red.fg : colors.muted,
        }}
      >
        {said?.text}
      </p>
    </div>
  );
}
