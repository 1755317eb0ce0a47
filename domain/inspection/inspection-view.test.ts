import { DUTY_DISCLAIMER } from './catalogue';
import { inspectionDuty } from './inspection-view';
import type { AppliedDuty } from './types';

const applied = (dutyId: AppliedDuty['dutyId'], templateVersion: number): AppliedDuty => ({
  dutyId,
  templateVersion,
  params: {},
  ruleInterval: 'YEARLY',
  ruleReason: '',
  override: null,
  appliedBy: 'u1',
  appliedAt: '2027-01-01T00:00:00.000Z',
});

describe("the duty on the inspector's page", () => {
  it("names the task's own template version, its legal basis, its source and the guidance line", () => {
    const duty = inspectionDuty(applied('FGAS_LEAK_CHECK', 1));
    expect(duty).toEqual({
      name: 'Lækagekontrol af F-gasanlæg',
      legalBasis: expect.stringMatching(/\S/),
      sourceUrl: expect.stringMatching(/^https:\/\//),
      disclaimer: DUTY_DISCLAIMER,
    });
  });

  it('is null for a task without a duty, or a version the catalogue does not hold', () => {
    expect(inspectionDuty(undefined)).toBeNull();
    expect(inspectionDuty(applied('FGAS_LEAK_CHECK', 999))).toBeNull();
  });
});
