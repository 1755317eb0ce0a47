import { declaredType, fileTooLargeMessage } from '#domain/note/files';
import { send } from '../api';

/** POST /api/upload?companyId= {fileName, contentType, size}: `{url, key}`; 413 over 25 MB. */
export const requestUpload = (companyId: string, file: File) =>
  send<{ url: string; key: string }>(
    'POST',
    'upload',
    { fileName: file.name, contentType: declaredType(file), size: file.size },
    { companyId },
  );

export type UploadResult = { ok: true; key: string } | { ok: false; message: string };

/**
 * One file to the bucket (decisions.md "Files"): ask for a presigned URL, then PUT the file
 * straight to it. Plain fetch, not the API client: the bucket must not see the Authorization
 * header, and the URL signs the declared Content-Type and size (S3 refuses any other).
 */
export async function uploadFile(companyId: string, file: File): Promise<UploadResult> {
  const target = await requestUpload(companyId, file);
  if (!target.ok) {
    if (target.error.status === 413) return { ok: false, message: fileTooLargeMessage };
    return { ok: false, message: target.error.status === 400 ? (target.error.body.message ?? failed) : failed };
  }
  try {
    const response = await fetch(target.data.url, {
      method: 'PUT',
      body: file,
      headers: { 'Content-Type': declaredType(file) },
    });
    return response.ok ? { ok: true, key: target.data.key } : { ok: false, message: failed };
  } catch {
    return { ok: false, message: failed };
  }
}

const failed = 'Filen kunne ikke uploades. Prøv igen.';
