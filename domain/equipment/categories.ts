/** Categories offered before a company has typed its own (spec 001 §5). */
export const DEFAULT_CATEGORIES = ['Elektronik', 'Håndværktøj', 'Maskine', 'Strukturel'] as const;

export type CategoryIcon =
  'vehicle' | 'machine' | 'handTool' | 'structure' | 'electronics' | 'measuring' | 'safety' | 'other';

/** The icon of a category (spec 001 §9: køretøj, maskine, håndværktøj, strukturel, elektronik, måle*, sikkerhed*). */
export function categoryIcon(category: string): CategoryIcon {
  const name = category.trim().toLocaleLowerCase('da');
  if (name === 'køretøj' || name === 'køretøjer') return 'vehicle';
  if (name === 'maskine' || name === 'maskiner') return 'machine';
  if (name === 'håndværktøj') return 'handTool';
  if (name === 'strukturel') return 'structure';
  if (name === 'elektronik') return 'electronics';
  if (name.startsWith('måle')) return 'measuring';
  if (name.startsWith('sikkerhed')) return 'safety';
  return 'other';
}

/** Categories to choose from: the defaults and every one in use, each once, in Danish order. */
export function categoryOptions(inUse: string[]): string[] {
  const seen = new Map<string, string>();
  for (const category of [...DEFAULT_CATEGORIES, ...inUse]) {
    const key = category.trim().toLocaleLowerCase('da');
    if (key && !seen.has(key)) seen.set(key, category.trim());
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'da'));
}
