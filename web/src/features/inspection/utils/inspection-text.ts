import { inspectionResultLabels, inspectionResults, type InspectionResult } from '#domain/inspection/types';
import type { ApiError } from '../../../lib/api';

/** The result's choices, in the law's order ('Godkendt', 'Godkendt med bemærkninger', 'Ikke godkendt'). */
export const resultOptions = inspectionResults.map((value: InspectionResult) => ({
  value,
  label: inspectionResultLabels[value],
}));

/** The link's refusal as the page shows it: a heading and the API's Danish message (404 and 410), or none. */
export function linkProblem(error: Pick<ApiError, 'status' | 'body'>): { heading: string; message: string } | null {
  if (error.status === 404)
    return {
      heading: 'Linket findes ikke',
      message: error.body.message ?? 'Linket findes ikke. Tjek, at du har kopieret hele adressen.',
    };
  if (error.status === 410) {
    const used = error.body.code === 'INSPECTION_LINK_USED';
    return {
      heading: used ? 'Eftersynet er registreret' : 'Linket gælder ikke længere',
      message: error.body.message ?? 'Linket gælder ikke længere. Bed om et nyt link.',
    };
  }
  if (error.status === 429)
    return { heading: 'For mange forsøg', message: error.body.message ?? 'Vent lidt, og prøv igen.' };
  return null;
}

/** The accepted report files: PDF or photos (the server checks the same). */
export const REPORT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,image/heic';
