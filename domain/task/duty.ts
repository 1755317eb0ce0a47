import type { Checklist } from '../checklist/checklist';
import { DUTY_DISCLAIMER, templateVersion } from '../inspection/catalogue';
import { applyDuty, changeInterval } from '../inspection/changes';
import { dutyRule, legalBasis } from '../inspection/rules';
import type { AppliedDuty, DutyParams, DutyTemplate } from '../inspection/types';
import { DomainError } from '../shared/errors';
import type { Interval } from './intervals';

/**
 * Applying a legal inspection duty to a task, and choosing another interval for it (issue 31,
 * decision 173). Pure: the commands read the template version, the target and the people; these
 * decide what the routine is (title, description, checklist, interval) and what is recorded.
 */

const notRequired = (reason: string, field: string) =>
  invalid(
    'DUTY_NOT_REQUIRED',
    `${reason} Vælg 'Andet interval' med en begrundelse, hvis I alligevel vil have en rutine.`,
    field,
  );

const invalid = (code: string, message: string, field: string) =>
  new DomainError('invalid', code, message, { [field]: message });

/** The answers in a few words, for the title: 'R-410A, 6 kg', 'Dampkedel'. */
export function paramsSummary(template: DutyTemplate, params: DutyParams): string {
  const parts: string[] = [];
  for (const parameter of template.parameters) {
    const value = params[parameter.key];
    if (value === undefined || value === '') continue;
    if (parameter.kind === 'choice') {
      const option = parameter.options.find((o) => o.value === value);
      parts.push(option?.label ?? String(value));
    } else if (parameter.kind === 'number') {
      parts.push(`${String(value).replace('.', ',')} ${parameter.unit}`);
    }
  }
  return parts.join(', ');
}

/**
 * The routine a duty makes (`applyDuty` of domain/inspection/changes.ts decides the applied duty):
 * the template's name and the answers as title; its summary, legal basis, source, the rule's reason
 * and the guidance line as description; its checklist; the override's interval or the rule's. A
 * rule that sets no duty (F-gas under 5 t CO₂e) is refused unless an admin chose another interval
 * with a reason.
 */
export function dutyRoutine(
  template: DutyTemplate,
  params: DutyParams,
  override: { interval: Interval; reason: string } | null,
  by: { id: string; name: string },
  now: Date,
): { title: string; description: string; checklist: Checklist; interval: Interval; duty: AppliedDuty } {
  const rule = dutyRule(template, params);
  const decided = applyDuty({ template, params, override, now, by });
  if (!rule.applies && !override) throw notRequired(rule.reason, 'params');
  // Where the law sets no duty, the admin's interval is an override even when it is the rule's suggestion.
  const applied = rule.applies ? decided : forced(decided, override!, by, now);
  const summary = paramsSummary(template, params);
  const source = template.sources[0];
  const description = [
    template.summary,
    `Lovgrundlag: ${legalBasis(template)}`,
    ...(source ? [`Kilde: ${source.url}`] : []),
    `Interval efter reglen: ${rule.reason}`,
    DUTY_DISCLAIMER,
  ].join('\n\n');
  return {
    title: (summary ? `${template.name} (${summary})` : template.name).slice(0, 200),
    description: description.slice(0, 5000),
    ...applied,
  };
}

/** An interval other than `interval`, so `changeInterval` records it as an override. */
const noRuleInterval = (interval: Interval): Interval => (interval === 'YEARLY' ? 'HALF_YEARLY' : 'YEARLY');

/** The admin's interval recorded as an override, with its reason. */
function forced<T extends { duty: AppliedDuty; interval: Interval }>(
  decided: T,
  override: { interval: Interval; reason: string },
  by: { id: string; name: string },
  now: Date,
): T {
  const recorded = {
    interval: override.interval,
    reason: override.reason.trim(),
    by: by.id,
    byName: by.name,
    at: now.toISOString(),
  };
  return { ...decided, duty: { ...decided.duty, override: recorded }, interval: override.interval };
}

/**
 * Another interval for a duty's task (`changeInterval` of changes.ts): the rule's clears the
 * override, any other needs a reason; a rule that sets no duty keeps needing an override.
 */
export function dutyIntervalChange(
  duty: AppliedDuty,
  input: { interval: Interval; reason?: string },
  by: { id: string; name: string },
  now: Date,
): { duty: AppliedDuty; interval: Interval } {
  const template = templateVersion(duty.dutyId, duty.templateVersion);
  const applies = template ? dutyRule(template, duty.params).applies : true;
  // Where the law sets no duty, every interval is the admin's own and needs a reason.
  const changed = changeInterval(
    applies ? duty : { ...duty, ruleInterval: noRuleInterval(input.interval) },
    input,
    now,
    by,
  );
  if (!changed.ok) throw invalid('OVERRIDE_REASON_REQUIRED', changed.message, changed.field);
  return { duty: { ...changed.duty, ruleInterval: duty.ruleInterval }, interval: changed.interval };
}
