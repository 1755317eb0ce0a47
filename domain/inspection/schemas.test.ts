import { fieldErrors } from '../shared/fields';
import {
  acceptVersionSchema,
  applyDutySchema,
  dutyIntervalSchema,
  inspectorCompletionSchema,
  sendToInspectorSchema,
} from './schemas';

/* The forms' schemas (decision 172): what they accept, and the Danish message for what they refuse. */
const errors = (result: { success: boolean; error?: Parameters<typeof fieldErrors>[0] }) =>
  result.success || !result.error ? {} : fieldErrors(result.error);

const apply = {
  dutyId: 'FGAS_LEAK_CHECK',
  templateVersion: 1,
  params: { gas: 'R-410A', kg: 10, leakDetection: true },
  equipmentId: 'eq-1',
  responsibleId: 'user-1',
  deadline: '2026-12-01T22:00:00Z',
  notificationPeriod: 14,
};

describe('given the form that applies a duty', () => {
  test('when it is filled in then the checked answers come out, a missing yes/no as no, unknown keys dropped', () => {
    const result = applyDutySchema.parse({ ...apply, params: { gas: 'R-410A', kg: 10, colour: 'rød' } });
    expect(result).toMatchObject({
      dutyId: 'FGAS_LEAK_CHECK',
      params: { gas: 'R-410A', kg: 10, leakDetection: false, hermetic: false },
      equipmentId: 'eq-1',
      override: null,
    });
    expect(result.locationId).toBeUndefined();
  });

  test('when the duty is unknown then "Vælg et lovpligtigt eftersyn"', () => {
    expect(errors(applyDutySchema.safeParse({ ...apply, dutyId: 'SAUNA' }))).toMatchObject({
      dutyId: 'Vælg et lovpligtigt eftersyn',
    });
  });

  test('when the template version is unknown then the page is to be reloaded', () => {
    expect(errors(applyDutySchema.safeParse({ ...apply, templateVersion: 9 }))).toEqual({
      templateVersion: 'Skabelonen findes ikke i den version. Genindlæs siden og prøv igen.',
    });
  });

  test('when a parameter is missing or out of range then its own Danish message', () => {
    expect(errors(applyDutySchema.safeParse({ ...apply, params: { kg: -1 } }))).toEqual({
      'params.gas': 'Vælg kølemiddel',
      'params.kg': 'Fyldning skal være et tal fra 0 til 100.000 kg',
    });
    expect(
      errors(applyDutySchema.safeParse({ ...apply, params: { gas: 'R-410A', kg: 1, leakDetection: 'ja' } })),
    ).toEqual({ 'params.leakDetection': 'Angiv, om anlægget har lækagedetekteringssystem' });
  });

  test('when both or neither of equipment and location are given then "Vælg et udstyr eller en lokation"', () => {
    expect(errors(applyDutySchema.safeParse({ ...apply, locationId: 'loc-1' }))).toEqual({
      target: 'Vælg et udstyr eller en lokation',
    });
    expect(errors(applyDutySchema.safeParse({ ...apply, equipmentId: '' }))).toEqual({
      target: 'Vælg et udstyr eller en lokation',
    });
  });

  test('when a duty for equipment is applied to a location then refused in Danish', () => {
    expect(errors(applyDutySchema.safeParse({ ...apply, equipmentId: undefined, locationId: 'loc-1' }))).toEqual({
      target: 'Dette eftersyn hører til et udstyr, ikke en lokation',
    });
  });

  test('when another interval is chosen without a reason of 3-500 characters then the reason is asked for', () => {
    const message = { 'override.reason': 'Skriv en begrundelse på 3–500 tegn for det andet interval' };
    expect(errors(applyDutySchema.safeParse({ ...apply, override: { interval: 'QUARTERLY', reason: ' ' } }))).toEqual(
      message,
    );
    expect(
      errors(applyDutySchema.safeParse({ ...apply, override: { interval: 'QUARTERLY', reason: 'x'.repeat(501) } })),
    ).toEqual(message);
    expect(
      applyDutySchema.parse({ ...apply, override: { interval: 'QUARTERLY', reason: 'Lækket før' } }).override,
    ).toEqual({ interval: 'QUARTERLY', reason: 'Lækket før' });
  });

  test('when the reminder does not fit the interval then "Vælg en påmindelse"', () => {
    expect(
      errors(applyDutySchema.safeParse({ ...apply, override: { interval: 'MONTHLY', reason: 'Tæt opfølgning' } })),
    ).toEqual({ notificationPeriod: 'Vælg en påmindelse' });
    expect(errors(applyDutySchema.safeParse({ ...apply, notificationPeriod: 1.5 }))).toMatchObject({
      notificationPeriod: 'Vælg en påmindelse',
    });
  });

  test('when the deadline or the responsible is missing then their messages', () => {
    expect(errors(applyDutySchema.safeParse({ ...apply, deadline: '1. december', responsibleId: ' ' }))).toEqual({
      deadline: 'Vælg den første frist',
      responsibleId: 'Vælg en ansvarlig',
    });
  });
});

describe('given the other forms', () => {
  test('when an interval change has no task then "Vælg en opgave"; the reason may be left out', () => {
    expect(errors(dutyIntervalSchema.safeParse({ interval: 'YEARLY' }))).toEqual({ taskId: 'Vælg en opgave' });
    expect(dutyIntervalSchema.parse({ taskId: 't1', version: 2, interval: 'YEARLY' })).toEqual({
      taskId: 't1',
      version: 2,
      interval: 'YEARLY',
      reason: '',
    });
    expect(errors(dutyIntervalSchema.safeParse({ taskId: 't1', interval: 'SOMETIMES' }))).toEqual({
      interval: 'Vælg et interval',
    });
  });

  test('when accepting a version for no tasks or more than 500 then refused in Danish', () => {
    const accept = { dutyId: 'PRESSURE_EQUIPMENT', toVersion: 2 };
    expect(errors(acceptVersionSchema.safeParse({ ...accept, tasks: [] }))).toEqual({ tasks: 'Vælg mindst én opgave' });
    const many = Array.from({ length: 501 }, (_, i) => ({ id: `t${i}`, version: 1 }));
    expect(errors(acceptVersionSchema.safeParse({ ...accept, tasks: many }))).toEqual({
      tasks: 'Du kan højst acceptere 500 opgaver ad gangen',
    });
    expect(acceptVersionSchema.safeParse({ ...accept, tasks: many.slice(0, 500) }).success).toBe(true);
  });

  test('when sending to an inspector with a bad address or no name then the Danish messages', () => {
    expect(
      errors(sendToInspectorSchema.safeParse({ taskId: 't1', name: '', company: 'Kedeltjek ApS', email: 'inspektør' })),
    ).toEqual({
      name: 'Indtast inspektørens navn',
      email: 'Indtast en emailadresse i det korrekte format, eks. navn@virksomhed.dk',
    });
    expect(
      sendToInspectorSchema.parse({ taskId: 't1', name: 'Ib', company: 'Kedeltjek ApS', email: 'IB@Kedeltjek.dk' }),
    ).toEqual({
      taskId: 't1',
      name: 'Ib',
      company: 'Kedeltjek ApS',
      email: 'ib@kedeltjek.dk',
      certificateNumber: undefined,
    });
  });

  test('when the inspector completes without certificate or result, or with too much, then refused in Danish', () => {
    expect(
      errors(
        inspectorCompletionSchema.safeParse({
          files: Array.from({ length: 11 }, (_, i) => `f${i}`),
          result: 'MAYBE',
          remarks: 'x'.repeat(5001),
        }),
      ),
    ).toEqual({
      files: 'Du kan højst vedhæfte 10 filer',
      certificateNumber: 'Indtast certifikatnummeret',
      result: 'Vælg resultatet af eftersynet',
      remarks: 'Bemærkningerne må højst være 5000 tegn',
    });
    expect(inspectorCompletionSchema.parse({ certificateNumber: ' K-123 ', result: 'APPROVED' })).toEqual({
      answers: [],
      files: [],
      certificateNumber: 'K-123',
      result: 'APPROVED',
      remarks: '',
    });
  });
});
