import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { dutiesFor, matchesCategory } from '#domain/inspection/catalogue';
import { dutyRule } from '#domain/inspection/rules';
import { applyDutySchema } from '#domain/inspection/schemas';
import type { DutyId } from '#domain/inspection/types';
import { intervals, reminderLabel, reminderOptions, type Interval } from '#domain/task/intervals';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { DeadlinePicker } from '../../../components/form/deadline-picker';
import { ErrorSummary } from '../../../components/form/error-summary';
import { RadioGroup } from '../../../components/form/radio-group';
import { SelectField } from '../../../components/form/select-field';
import { TextAreaField } from '../../../components/form/text-area-field';
import { BackLink } from '../../../components/ui/back-link';
import { Button } from '../../../components/ui/button';
import { LoadState } from '../../../components/ui/load-state';
import { equipmentKey } from '../../../lib/equipment/get-equipment';
import type { Equipment } from '../../../lib/equipment/get-equipment-list';
import { fieldErrors } from '../../../lib/form/field-errors';
import { useLocations } from '../../../lib/locations/get-locations';
import { paths } from '../../../lib/paths';
import { space } from '../../../lib/theme';
import { useCompanyId } from '../../../lib/use-company-id';
import { useUsers } from '../../../lib/users/get-users';
import { useApplyDuty } from '../api/apply-duty';
import { initialDrafts, readParams, type ParamDrafts } from '../utils/apply-form';
import { intervalLabel } from '../utils/compliance-text';
import { DutyFacts } from './duty-facts';
import { DutyParamsFields, paramInputId } from './duty-params-fields';
import { RuleResult } from './rule-result';

const danish = new Intl.Collator('da');

/**
 * 'Tilføj lovpligtigt eftersyn' (admins; issue 31, decision 176) at
 * /dashboard/{companyId}/lovpligtige-eftersyn/tilfoej?equipmentId= or ?locationId=: the duties fit
 * for the item, the chosen one's facts and questions, the rule's interval live as the answers are
 * typed, another interval with its reason, and the routine's responsible, first deadline and
 * reminder. The catalogue and the rule run here as on the server (domain/inspection).
 */
export function ApplyDutyPage() {
  const companyId = useCompanyId();
  const [params] = useSearchParams();
  const equipmentId = params.get('equipmentId') ?? '';
  const locationId = params.get('locationId') ?? '';
  const dashboard = paths.dashboard(companyId);
  const { data, error: equipmentError } = useSWR<{ equipment: Equipment }>(
    equipmentId ? equipmentKey(companyId, equipmentId) : null,
  );
  const equipment = data?.equipment;
  const { locations, error: locationsError } = useLocations(companyId);
  const location = locations?.find((candidate) => candidate.id === locationId);

  if (!equipmentId && !locationId) {
    return (
      <>
        <h1>Tilføj lovpligtigt eftersyn</h1>
        <p>Tilføj et lovpligtigt eftersyn fra et udstyrs eller en lokations side.</p>
      </>
    );
  }
  const target = equipmentId
    ? equipment && {
        kind: 'EQUIPMENT' as const,
        id: equipment.id,
        name: equipment.name || `${equipment.make} ${equipment.model}`,
        category: equipment.category,
      }
    : location && { kind: 'LOCATION' as const, id: location.id, name: location.name };
  const back = equipmentId ? dashboard.equipment(equipmentId) : dashboard.location(locationId);
  if (!target) {
    return (
      <LoadState
        failed={Boolean(equipmentId ? equipmentError : locationsError) || (Boolean(locations) && !equipmentId)}
        error={
          equipmentId
            ? 'Udstyret findes ikke, eller det kunne ikke hentes.'
            : 'Lokationen findes ikke, eller den kunne ikke hentes.'
        }
        loading="Henter…"
      />
    );
  }
  return (
    <>
      <BackLink to={back}>{target.name}</BackLink>
      <h1 css={{ overflowWrap: 'anywhere' }}>Tilføj lovpligtigt eftersyn</h1>
      <ApplyDutyForm companyId={companyId} target={target} back={back} />
    </>
  );
}

interface Target {
  kind: 'EQUIPMENT' | 'LOCATION';
  id: string;
  name: string;
  /** The equipment's category ('Køleanlæg'): its duties are offered first. */
  category?: string;
}

function ApplyDutyForm({ companyId, target, back }: { companyId: string; target: Target; back: string }) {
  const navigate = useNavigate();
  const { trigger, pending } = useApplyDuty(companyId);
  const { users } = useUsers(companyId);
  const people = useMemo(
    () =>
      (users ?? [])
        .map((user) => ({ value: user.id, label: user.name }))
        .sort((a, b) => danish.compare(a.label, b.label)),
    [users],
  );
  const templates = useMemo(() => dutiesFor(target.kind, target.category), [target.kind, target.category]);
  const [dutyId, setDutyId] = useState<DutyId | ''>('');
  const template = templates.find((candidate) => candidate.id === dutyId);
  const [drafts, setDrafts] = useState<ParamDrafts>({});
  const [overriding, setOverriding] = useState(false);
  const [overrideInterval, setOverrideInterval] = useState<Interval | ''>('');
  const [reason, setReason] = useState('');
  const [responsibleId, setResponsibleId] = useState('');
  const [deadline, setDeadline] = useState<string | null>(null);
  const [reminder, setReminder] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  const read = template ? readParams(template.parameters, drafts) : null;
  const rule = template && read?.ok ? dutyRule(template, read.params) : null;
  const interval = overriding && overrideInterval ? overrideInterval : rule?.interval;
  const reminders = reminderOptions(interval ?? null);
  const notificationPeriod = reminders.includes(Number(reminder)) && reminder !== '' ? Number(reminder) : reminders[0];

  const input = template && {
    dutyId: template.id,
    templateVersion: template.version,
    params: read?.ok ? read.params : {},
    ...(target.kind === 'EQUIPMENT' ? { equipmentId: target.id } : { locationId: target.id }),
    responsibleId,
    deadline: deadline ?? '',
    notificationPeriod,
    override: overriding ? { interval: overrideInterval, reason } : null,
  };
  const schemaErrors = tried && input ? fieldErrors(applyDutySchema, input) : {};
  const paramErrors = tried && read && !read.ok ? read.errors : {};
  const problems: { field?: string; message: string }[] = [
    ...(tried && !template ? [{ field: 'duty-choice', message: 'Vælg et eftersyn.' }] : []),
    ...Object.entries(paramErrors).map(([key, message]) => ({ field: paramInputId(key), message })),
    ...(tried && rule && !rule.applies && !overriding ? [{ field: 'duty-override', message: rule.reason }] : []),
    ...Object.entries(schemaErrors)
      .filter(([path]) => !path.startsWith('params'))
      .map(([path, message]) => ({ field: fieldIds[path], message })),
    ...(serverError ? [{ message: serverError }] : []),
  ];

  const choose = (id: DutyId) => {
    const next = templates.find((candidate) => candidate.id === id);
    setDutyId(id);
    setDrafts(next ? initialDrafts(next.parameters) : {});
    setServerError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setTried(true);
    if (!template || !input || !read?.ok || (rule && !rule.applies && !overriding)) return;
    if (Object.keys(fieldErrors(applyDutySchema, input)).length > 0) return;
    const result = await trigger(applyDutySchema.parse(input));
    if (result.ok) navigate(paths.dashboard(companyId).compliance());
    else setServerError(result.error.body.message ?? 'Eftersynet kunne ikke tilføjes. Prøv igen.');
  };

  if (templates.length === 0) {
    return <p>Kataloget har ingen lovpligtige eftersyn for {target.kind === 'EQUIPMENT' ? 'udstyr' : 'lokationer'}.</p>;
  }

  return (
    <>
      <p css={{ maxWidth: '40rem', marginTop: 0 }}>
        For <strong>{target.name}</strong>. Eftersynet bliver en rutine med reglens interval og en tjekliste over det,
        der skal dokumenteres.
      </p>
      <ErrorSummary errors={problems} />
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-busy={pending}
        css={{ maxWidth: '40rem', display: 'grid', gap: space(2) }}
      >
        <RadioGroup<DutyId>
          id="duty-choice"
          legend="Eftersyn"
          options={templates.map((candidate) => ({
            value: candidate.id,
            label: candidate.name,
            hint: matchesCategory(candidate, target.category) ? `Anbefalet for ${target.category}` : undefined,
          }))}
          value={dutyId}
          onChange={choose}
          error={tried && !template ? 'Vælg et eftersyn.' : undefined}
        />
        {template && (
          <>
            <DutyFacts template={template} />
            <div css={{ marginTop: space(4) }}>
              <DutyParamsFields
                parameters={template.parameters}
                drafts={drafts}
                onChange={(key, value) => {
                  setServerError(null);
                  setDrafts((now) => ({ ...now, [key]: value }));
                }}
                errors={paramErrors}
              />
              <RuleResult rule={rule} waiting={template.parameters.length > 0 && !read?.ok} />
            </div>
            <CheckboxField
              id="duty-override"
              label="Andet interval"
              hint="Vælg et andet interval end reglens, fx kortere efter aftale med inspektøren. Begrundelsen gemmes og vises."
              checked={overriding}
              onChange={setOverriding}
              error={tried && rule && !rule.applies && !overriding ? rule.reason : undefined}
            />
            {overriding && (
              <>
                <SelectField
                  id="duty-override-interval"
                  label="Interval"
                  placeholder="Vælg et interval"
                  options={intervals.map((value) => ({ value, label: intervalLabel(value) }))}
                  value={overrideInterval}
                  onChange={(value) => setOverrideInterval(value as Interval)}
                  error={schemaErrors['override.interval']}
                />
                <TextAreaField
                  id="duty-override-reason"
                  label="Begrundelse"
                  rows={3}
                  value={reason}
                  onChange={setReason}
                  error={schemaErrors['override.reason']}
                />
              </>
            )}
            <SelectField
              id="duty-responsible"
              label="Ansvarlig"
              placeholder="Vælg en ansvarlig"
              options={people}
              value={responsibleId}
              onChange={setResponsibleId}
              error={schemaErrors.responsibleId}
            />
            <DeadlinePicker
              id="duty-deadline"
              label="Første frist"
              weekdaysOnly
              value={deadline}
              onChange={setDeadline}
              error={schemaErrors.deadline}
              disabled={pending}
            />
            <SelectField
              id="duty-reminder"
              label="Påmindelse"
              hint="Hvor længe før fristen den ansvarlige får besked."
              options={reminders.map((days) => ({ value: String(days), label: reminderLabel(days) }))}
              value={String(notificationPeriod)}
              onChange={setReminder}
              error={schemaErrors.notificationPeriod}
            />
          </>
        )}
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: space(3), marginTop: space(4) }}>
          <Button type="submit" loading={pending}>
            Tilføj eftersyn
          </Button>
          <Button variant="secondary" disabled={pending} onClick={() => navigate(back)}>
            Annuller
          </Button>
        </div>
      </form>
    </>
  );
}

const fieldIds: Record<string, string> = {
  dutyId: 'duty-choice',
  responsibleId: 'duty-responsible',
  deadline: 'duty-deadline',
  notificationPeriod: 'duty-reminder',
  override: 'duty-override-interval',
  'override.interval': 'duty-override-interval',
  'override.reason': 'duty-override-reason',
};
