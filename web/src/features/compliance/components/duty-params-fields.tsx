import type { DutyParameter } from '#domain/inspection/types';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import type { ParamDrafts } from '../utils/apply-form';

export const paramInputId = (key: string) => `duty-param-${key}`;

/**
 * The questions a duty's rule needs (F-gas: 'Kølemiddel', 'Fyldning (kg)' with a Danish decimal
 * comma, 'Lækagedetekteringssystem'), as the template's parameters describe them.
 */
export function DutyParamsFields({
  parameters,
  drafts,
  onChange,
  errors,
}: {
  parameters: readonly DutyParameter[];
  drafts: ParamDrafts;
  onChange: (key: string, value: string | boolean) => void;
  errors: Record<string, string>;
}) {
  return (
    <>
      {parameters.map((parameter) => {
        const id = paramInputId(parameter.key);
        const draft = drafts[parameter.key];
        switch (parameter.kind) {
          case 'choice':
            return (
              <SelectField
                key={parameter.key}
                id={id}
                label={parameter.label}
                placeholder="Vælg"
                options={parameter.options}
                value={typeof draft === 'string' ? draft : ''}
                onChange={(value) => onChange(parameter.key, value)}
                error={errors[parameter.key]}
              />
            );
          case 'number':
            return (
              <TextField
                key={parameter.key}
                id={id}
                label={`${parameter.label} (${parameter.unit})`}
                hint="Skriv med komma, fx 12,5."
                inputMode="decimal"
                autoComplete="off"
                value={typeof draft === 'string' ? draft : ''}
                onChange={(value) => onChange(parameter.key, value)}
                error={errors[parameter.key]}
              />
            );
          case 'boolean':
            return (
              <CheckboxField
                key={parameter.key}
                id={id}
                label={parameter.label}
                checked={draft === true}
                onChange={(checked) => onChange(parameter.key, checked)}
                error={errors[parameter.key]}
              />
            );
        }
      })}
    </>
  );
}
