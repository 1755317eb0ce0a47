import { parseDanishNumber } from '#domain/checklist/numbers';
import { parameterMessage } from '#domain/inspection/schemas';
import type { DutyParameter, DutyParams, DutyParamValue } from '#domain/inspection/types';

/** What the apply form holds per parameter, as typed (the kilograms with a Danish decimal comma). */
export type ParamDrafts = Record<string, string | boolean>;

/** The drafts a template's parameters start with: a choice unchosen, a number empty, a box unticked. */
export const initialDrafts = (parameters: readonly DutyParameter[]): ParamDrafts =>
  Object.fromEntries(parameters.map((p) => [p.key, p.kind === 'boolean' ? false : '']));

export type ReadParams = { ok: true; params: DutyParams } | { ok: false; errors: Record<string, string> };

/**
 * The drafts as the rule and the API read them: a number parsed with a comma ('12,5'), within its
 * limits; every parameter answered. The messages are Danish and name the field.
 */
export function readParams(parameters: readonly DutyParameter[], drafts: ParamDrafts): ReadParams {
  const params: Record<string, DutyParamValue> = {};
  const errors: Record<string, string> = {};
  for (const parameter of parameters) {
    const draft = drafts[parameter.key];
    if (parameter.kind === 'boolean') {
      params[parameter.key] = draft === true;
      continue;
    }
    const text = typeof draft === 'string' ? draft.trim() : '';
    if (!text) {
      errors[parameter.key] = parameterMessage(parameter);
      continue;
    }
    if (parameter.kind === 'choice') {
      if (parameter.options.some((option) => option.value === text)) params[parameter.key] = text;
      else errors[parameter.key] = parameterMessage(parameter);
      continue;
    }
    const parsed = parseDanishNumber(text);
    if (!parsed.ok) errors[parameter.key] = parsed.error;
    else if (parsed.value < parameter.min || parsed.value > parameter.max)
      errors[parameter.key] = parameterMessage(parameter);
    else params[parameter.key] = parsed.value;
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, params };
}
