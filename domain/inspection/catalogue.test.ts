import { checklistSchema } from '../checklist/checklist';
import {
  DUTY_DISCLAIMER,
  dutiesFor,
  dutyTemplates,
  latestTemplate,
  latestTemplates,
  matchesCategory,
  templateVersion,
} from './catalogue';
import { dutyRule } from './rules';
import { dutyIds } from './types';

/* The catalogue (decision 172): every template valid, sourced, dated and findable. */
describe('given every template of the catalogue', () => {
  test.each(dutyTemplates.map((t) => [`${t.id} v${t.version}`, t] as const))(
    'then %s has a checklist the checklist schema accepts as it is, with unique ids',
    (_, template) => {
      const parsed = checklistSchema.safeParse(template.checklist);
      expect(parsed.success).toBe(true);
      expect(parsed.data).toEqual(template.checklist);
      const ids = template.checklist.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(template.checklist.some((item) => item.kind === 'TEXT' || item.kind === 'PHOTO')).toBe(true);
    },
  );

  test.each(dutyTemplates.map((t) => [`${t.id} v${t.version}`, t] as const))(
    'then %s cites a source with an https link, a section and a Danish note where unverified',
    (_, template) => {
      expect(template.sources.length).toBeGreaterThan(0);
      for (const source of template.sources) {
        expect(new URL(source.url).protocol).toBe('https:');
        expect(source.section.trim()).not.toBe('');
        if (!source.verified) expect(source.note?.trim()).toBeTruthy();
      }
    },
  );

  test.each(dutyTemplates.map((t) => [`${t.id} v${t.version}`, t] as const))(
    'then %s was reviewed on 2026-11-28, names performers, targets and its retention',
    (_, template) => {
      expect(template.reviewedOn).toBe('2026-11-28');
      expect(template.performers.length).toBeGreaterThan(0);
      expect(template.targets.length).toBeGreaterThan(0);
      expect(template.retention.trim()).not.toBe('');
      if (template.version === 1) expect(template.changes).toEqual([]);
      else expect(template.changes.length).toBeGreaterThan(0);
    },
  );

  test.each(dutyTemplates.map((t) => [`${t.id} v${t.version}`, t] as const))(
    'then every option of %s gives its own rule, not the "choose one" suggestion',
    (_, template) => {
      for (const parameter of template.parameters) {
        if (parameter.kind !== 'choice') continue;
        expect(new Set(parameter.options.map((o) => o.value)).size).toBe(parameter.options.length);
        for (const option of parameter.options) {
          const params =
            template.id === 'FGAS_LEAK_CHECK'
              ? { [parameter.key]: option.value, kg: 100 }
              : { [parameter.key]: option.value };
          expect(dutyRule(template, params).reason).not.toMatch(/^Vælg/);
        }
      }
    },
  );

  test('then each duty and version appears once, and every duty has a template', () => {
    const keys = dutyTemplates.map((t) => `${t.id}@${t.version}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(
      latestTemplates()
        .map((t) => t.id)
        .sort(),
    ).toEqual([...dutyIds].sort());
  });

  test('then the disclaimer says, in Danish, that it is guidance and not legal advice', () => {
    expect(DUTY_DISCLAIMER).toBe(
      'Skabelonen er vejledning med kilde, ikke juridisk rådgivning: tjek altid kravene i den gældende regel.',
    );
  });

  test('then the F-gas records are kept 5 years', () => {
    expect(latestTemplate('FGAS_LEAK_CHECK')).toMatchObject({
      retention: 'Mindst 5 år (registret over anlægget)',
      retentionYears: 5,
    });
  });
});

describe('given the versions of pressure equipment', () => {
  test('when asking for the newest then version 2, on bek. 498/2024, with its changes in Danish', () => {
    const latest = latestTemplate('PRESSURE_EQUIPMENT');
    expect(latest?.version).toBe(2);
    expect(latest?.sources[0].title).toBe('Bekendtgørelse nr. 498 af 22. maj 2024 om anvendelse af trykbærende udstyr');
    expect(latest?.changes[0]).toBe(
      'Bygger nu på bek. nr. 498 af 22. maj 2024, som erstatter den ophævede bek. nr. 100 af 31. januar 2007.',
    );
  });

  test('when asking for version 1 then the repealed one; an unknown version or duty is undefined', () => {
    expect(templateVersion('PRESSURE_EQUIPMENT', 1)?.sources[0].title).toContain('nr. 100 af 31. januar 2007');
    expect(templateVersion('PRESSURE_EQUIPMENT', 3)).toBeUndefined();
    expect(templateVersion('NO_SUCH_DUTY', 1)).toBeUndefined();
  });
});

describe('given the form that offers duties', () => {
  test('when the equipment is a "køleanlæg" then F-gas comes first', () => {
    expect(dutiesFor('EQUIPMENT', 'Køleanlæg')[0].id).toBe('FGAS_LEAK_CHECK');
    expect(dutiesFor('EQUIPMENT', 'personelevator')[0].id).toBe('ELEVATOR');
  });

  test('when the target is a location then only duties for locations, newest versions only', () => {
    const ids = dutiesFor('LOCATION').map((t) => t.id);
    expect(ids).toEqual(['FIRE_INSTALLATIONS', 'FIRE_EXTINGUISHERS', 'PLAYGROUND', 'LEGIONELLA', 'VENTILATION']);
  });

  test('when the category is blank or unknown then the catalogue order, every equipment duty once', () => {
    const all = dutiesFor('EQUIPMENT', '  ');
    expect(all.map((t) => t.id)).toEqual(
      latestTemplates()
        .filter((t) => t.targets.includes('EQUIPMENT'))
        .map((t) => t.id),
    );
    expect(dutiesFor('EQUIPMENT', 'Kaffemaskine').map((t) => t.id)).toEqual(all.map((t) => t.id));
    expect(matchesCategory(all[0], undefined)).toBe(false);
  });
});
