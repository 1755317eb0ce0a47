import type { Finding } from '#domain/checklist/answers';
import { severityLabels, type Severity } from '#domain/checklist/follow-up';
import type { TaskType } from '#domain/task/intervals';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { colors, radius, space } from '../../../lib/theme';
import {
  followUpInputId,
  severityChoices,
  type FollowUpDraft,
  type FollowUpDrafts,
} from '../../../lib/tasks/checklist-answers';
import { WarningIcon } from '../../../components/ui/warning-icon';

interface Props {
  findings: readonly Finding[];
  drafts: FollowUpDrafts;
  onChange: (itemId: string, draft: FollowUpDraft) => void;
  taskType: TaskType;
  people: { value: string; label: string }[];
  problems: Record<string, string>;
  disabled: boolean;
}

const severityHints: Record<Severity, string> = {
  CRITICAL: 'Frist næste arbejdsdag.',
  SOON: 'Frist inden for 7 dage.',
  NEXT_INSPECTION: 'Frist ved opgavens næste deadline.',
};

/**
 * A follow-up proposed for each finding (issue 29 "A failure becomes work"): 'Opret
 * opfølgningsopgave' ticked, how soon ('Kritisk', 'Snarest', and for a routine 'Ved næste
 * eftersyn') and who is responsible (the completer or an admin).
 */
export function FollowUpFields({ findings, drafts, onChange, taskType, people, problems, disabled }: Props) {
  if (findings.length === 0) return null;
  const options = severityChoices(taskType).map((value) => ({
    value,
    label: severityLabels[value],
    hint: severityHints[value],
  }));
  return (
    <section aria-labelledby="follow-ups-heading" css={{ marginBottom: space(4) }}>
      <h3 id="follow-ups-heading" css={{ fontSize: '1.125rem', margin: `0 0 ${space(1)}` }}>
        Opfølgning
      </h3>
      <p css={{ margin: `0 0 ${space(3)}`, color: colors.muted }}>
        {findings.length === 1 ? 'Et punkt' : `${findings.length} punkter`} kræver opfølgning. Fjern fluebenet, hvis der
        ikke skal oprettes en opgave.
      </p>
      {findings.map((finding) => {
        const draft = drafts[finding.itemId] ?? { create: true, severity: 'SOON' as const, responsibleId: '' };
        const base = `followup-${finding.itemId}`;
        return (
          <div
            key={finding.itemId}
            role="group"
            aria-labelledby={`${base}-title`}
            css={{
              marginBottom: space(4),
              padding: `${space(3)} ${space(4)} 0`,
              border: `1px solid ${colors.border}`,
              borderLeft: `4px solid ${colors.red.solid}`,
              borderRadius: radius,
            }}
          >
            <p id={`${base}-title`} css={{ margin: `0 0 ${space(3)}`, fontWeight: 700 }}>
              {finding.label}
            </p>
            <p
              css={{
                display: 'flex',
                alignItems: 'center',
                gap: space(2),
                margin: `-${space(2)} 0 ${space(3)}`,
                color: colors.red.fg,
                fontWeight: 600,
              }}
            >
              <WarningIcon />
              Fundet: {finding.found}
            </p>
            <CheckboxField
              id={`${base}-create`}
              label="Opret opfølgningsopgave"
              checked={draft.create}
              onChange={(create) => onChange(finding.itemId, { ...draft, create })}
            />
            {draft.create && (
              <>
                <RadioGroup<Severity>
                  id={followUpInputId(finding.itemId)}
                  legend="Hvor hurtigt skal det udbedres?"
                  options={options}
                  value={draft.severity}
                  disabled={disabled}
                  onChange={(severity) => onChange(finding.itemId, { ...draft, severity })}
                  error={problems[finding.itemId]}
                />
                <SelectField
                  id={`${base}-responsible`}
                  label="Ansvarlig for opfølgningen"
                  options={people}
                  value={draft.responsibleId}
                  onChange={(responsibleId) => onChange(finding.itemId, { ...draft, responsibleId })}
                />
              </>
            )}
          </div>
        );
      })}
    </section>
  );
}
