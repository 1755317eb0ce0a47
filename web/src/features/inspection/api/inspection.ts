import type { AnswerInput } from '#domain/checklist/answers';
import type { InspectionView } from '#domain/inspection/inspection-view';
import type { InspectionResult } from '#domain/inspection/types';
import { declaredType } from '#domain/note/files';
import { send } from '../../../lib/api';

/** What the inspector's link shows, and nothing else (docs/inspection-duties.md "InspectionView"). */
export type { InspectionView };

export interface InspectionCompletion {
  answers: AnswerInput[];
  files: string[];
  certificateNumber: string;
  result: InspectionResult;
  remarks: string;
}

const base = (token: string) => `public/inspection/${encodeURIComponent(token)}`;

/** GET /api/public/inspection/{token}, without any session: the view, or a 404/410 with its Danish message. */
export const getInspection = (token: string) =>
  send<InspectionView>('GET', base(token), undefined, undefined, { anonymous: true });

/** POST /api/public/inspection/{token}/complete: the inspection is registered and the link used. */
export const completeInspection = (token: string, body: InspectionCompletion) =>
  send<{ done: true }>('POST', `${base(token)}/complete`, body, undefined, { anonymous: true });

export type ReportUpload = { ok: true; ref: string } | { ok: false; message: string };

/**
 * One file of the report (a PDF or a photo): a presigned upload for it, then the file straight to
 * the bucket: a presigned POST's form fields with the file last, or (without fields) a PUT.
 */
export async function uploadReportFile(token: string, file: File): Promise<ReportUpload> {
  const failed = 'Filen kunne ikke sendes. Prøv igen.';
  const contentType = declaredType(file);
  const target = await send<{ ref: string; upload: { url: string; fields?: Record<string, string> } }>(
    'POST',
    `${base(token)}/upload`,
    { fileName: file.name, contentType, size: file.size },
    undefined,
    { anonymous: true },
  );
  if (!target.ok) {
    const fields = target.error.body.fields ?? {};
    return { ok: false, message: Object.values(fields)[0] ?? target.error.body.message ?? failed };
  }
  const { url, fields } = target.data.upload;
  try {
    let response: Response;
    if (fields) {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', file);
      response = await fetch(url, { method: 'POST', body: form });
    } else {
      response = await fetch(url, { method: 'PUT', body: file, headers: { 'Content-Type': contentType } });
    }
    return response.ok ? { ok: true, ref: target.data.ref } : { ok: false, message: failed };
  } catch {
    return { ok: false, message: failed };
  }
}
