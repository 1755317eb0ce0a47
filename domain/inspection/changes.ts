import type { Checklist } from '../checklist/checklist';
import type { Interval } from '../task/intervals';
import { latestTemplate, templateVersion } from './catalogue';
import { dutyRule } from './rules';
import type { AppliedDuty, DutyId, DutyTemplate } from './types';

/**
 * Template versions (issue 31, decision 172): a task keeps the version it was applied with until an
 * admin accepts a newer one. `templateUpdates` lists, per duty and older version, what the newest
 * changes and which tasks it concerns; `acceptVersion` gives the task's duty, interval and
 * checklist on the new version (the `TaskDutyChanged` event's data).
 */
export interface TemplateUpdate {
  dutyId: DutyId;
  dutyName: string;
  fromVersion: number;
  toVersion: number;
  /** What changed from `fromVersion` to `toVersion`, every version's changes in order. */
  changes: string[];
  tasks: { id: string; version: number; targetName: string }[];
}

export interface DutyTask {
  id: string;
  version: number;
  targetName: string;
  duty: AppliedDuty;
}

/** The changes from one version to a later one: each later version's own changes, in order. */
export function changesBetween(dutyId: DutyId, fromVersion: number, toVersion: number): string[] {
  const changes: string[] = [];
  for (let version = fromVersion + 1; version <= toVersion; version++)
    changes.push(...(templateVersion(dutyId, version)?.changes ?? []));
  return changes;
}

/** For tasks on an older version: one update per duty and version, by duty name, then version. */
export function templateUpdates(tasks: DutyTask[]): TemplateUpdate[] {
  const updates = new Map<string, TemplateUpdate>();
  for (const task of tasks) {
    const latest = latestTemplate(task.duty.dutyId);
    if (!latest || task.duty.templateVersion >= latest.version) continue;
    const key = `${task.duty.dutyId}@${task.duty.templateVersion}`;
    let update = updates.get(key);
    if (!update) {
      update = {
        dutyId: latest.id,
        dutyName: latest.name,
        fromVersion: task.duty.templateVersion,
        toVersion: latest.version,
        changes: changesBetween(latest.id, task.duty.templateVersion, latest.version),
        tasks: [],
      };
      updates.set(key, update);
    }
    update.tasks.push({ id: task.id, version: task.version, targetName: task.targetName });
  }
  return [...updates.values()]
    .map((update) => ({
      ...update,
      tasks: update.tasks.sort((a, b) => a.targetName.localeCompare(b.targetName, 'da-DK')),
    }))
    .sort((a, b) => a.dutyName.localeCompare(b.dutyName, 'da-DK') || a.fromVersion - b.fromVersion);
}

/** The interval a task of a duty follows: the override's, else the rule's. */
export const dutyInterval = (duty: Pick<AppliedDuty, 'ruleInterval' | 'override'>): Interval =>
  duty.override?.interval ?? duty.ruleInterval;

export interface DutyChange {
  change: 'INTERVAL' | 'VERSION';
  duty: AppliedDuty;
  interval: Interval;
  checklist: Checklist;
  by: string;
  at: string;
}

/**
 * Accepting a newer version: the rule's interval recomputed from the kept answers on the new
 * template, an override kept as it was (the admin chose it with a reason), the new template's
 * checklist. When and by whom it was applied stay: a completion before the acceptance still counts.
 */
export function acceptVersion(duty: AppliedDuty, toTemplate: DutyTemplate, now: Date, by: string): DutyChange {
  const rule = dutyRule(toTemplate, duty.params);
  const accepted: AppliedDuty = {
    ...duty,
    templateVersion: toTemplate.version,
    ruleInterval: rule.interval,
    ruleReason: rule.reason,
  };
  return {
    change: 'VERSION',
    duty: accepted,
    interval: dutyInterval(accepted),
    checklist: toTemplate.checklist,
    by,
    at: now.toISOString(),
  };
}

export const OVERRIDE_REASON_MESSAGE = 'Skriv en begrundelse på 3–500 tegn for det andet interval';

/**
 * Another interval for a duty (`PATCH /api/compliance/interval`): the rule's interval clears the
 * override; any other needs a reason of 3–500 characters.
 */
export function changeInterval(
  duty: AppliedDuty,
  input: { interval: Interval; reason?: string },
  now: Date,
  by: { id: string; name: string },
): { ok: true; duty: AppliedDuty; interval: Interval } | { ok: false; field: 'reason'; message: string } {
  if (input.interval === duty.ruleInterval)
    return { ok: true, duty: { ...duty, override: null }, interval: input.interval };
  const reason = (input.reason ?? '').trim();
  if (reason.length < 3 || reason.length > 500) return { ok: false, field: 'reason', message: OVERRIDE_REASON_MESSAGE };
  return {
    ok: true,
    duty: {
      ...duty,
      override: { interval: input.interval, reason, by: by.id, byName: by.name, at: now.toISOString() },
    },
    interval: input.interval,
  };
}

/**
 * A duty applied to a task (`POST /api/compliance/apply`): the rule's interval and reason for the
 * answers, an override with its reason if one was chosen (none when it is the rule's own interval),
 * and the template's checklist.
 */
export function applyDuty(input: {
  template: DutyTemplate;
  params: AppliedDuty['params'];
  override?: { interval: Interval; reason: string } | null;
  now: Date;
  by: { id: string; name: string };
}): { duty: AppliedDuty; interval: Interval; checklist: Checklist } {
  const { template, params, override, now, by } = input;
  const rule = dutyRule(template, params);
  const at = now.toISOString();
  const duty: AppliedDuty = {
    dutyId: template.id,
    templateVersion: template.version,
    params,
    ruleInterval: rule.interval,
    ruleReason: rule.reason,
    override:
      override && override.interval !== rule.interval
        ? { interval: override.interval, reason: override.reason.trim(), by: by.id, byName: by.name, at }
        : null,
    appliedBy: by.id,
    appliedAt: at,
  };
  return { duty, interval: dutyInterval(duty), checklist: template.checklist };
}
