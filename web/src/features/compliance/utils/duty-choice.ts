import type { DutyTemplate } from '#domain/inspection/types';

export interface DutyTarget {
  kind: 'EQUIPMENT' | 'LOCATION';
  /** The equipment's free-text category ('Køleanlæg'), or none for a location. */
  category?: string;
}

const normal = (text: string) => text.trim().toLocaleLowerCase('da');

/**
 * The templates offered for a target, newest version of each duty: those for its kind, the ones
 * meant for the equipment's category first (then by name). `templates` is the catalogue's list of
 * every version, or `dutiesFor`'s answer.
 */
export function dutiesFitting(templates: readonly DutyTemplate[], target: DutyTarget): DutyTemplate[] {
  const newest = new Map<string, DutyTemplate>();
  for (const template of templates) {
    if (!template.targets.includes(target.kind)) continue;
    const known = newest.get(template.id);
    if (!known || known.version < template.version) newest.set(template.id, template);
  }
  const category = target.category ? normal(target.category) : '';
  const fits = (template: DutyTemplate) =>
    category !== '' && template.categories.some((c) => normal(c) === category || category.includes(normal(c)));
  return [...newest.values()].sort(
    (a, b) => Number(fits(b)) - Number(fits(a)) || a.name.localeCompare(b.name, 'da'),
  );
}

/** Whether the template is meant for the category (the list marks it 'Anbefalet'). */
export const meantFor = (template: DutyTemplate, category: string | undefined) =>
  Boolean(category) &&
  template.categories.some((c) => normal(c) === normal(category ?? '') || normal(category ?? '').includes(normal(c)));
