import { shortFileName } from '#domain/note/files';
import { useState } from 'react';
import { notify } from '../notifications';
import { uploadFile } from './upload-file';
import { addFiles, type PickedFile } from './picked-files';

let sequence = 0;
const newId = () => `file-${Date.now().toString(36)}-${(sequence += 1)}`;

export type UploadOutcome = { ok: true; keys: string[] } | { ok: false };

/**
 * The files chosen for a note or response. `uploadAll` sends those not yet uploaded to the bucket
 * (in parallel, each with its own state) and, when one fails, says so in a toast under
 * `failureHeading` ('Noten kunne ikke tilføjes' / 'Svaret kunne ikke tilføjes').
 */
export function usePickedFiles(companyId: string, failureHeading: string) {
  const [files, setFiles] = useState<PickedFile[]>([]);

  const update = (id: string, patch: Partial<PickedFile>) =>
    setFiles((list) => list.map((picked) => (picked.id === id ? { ...picked, ...patch } : picked)));

  // Called from the submit handler of the same render, so `files` is the list on screen.
  const uploadAll = async (): Promise<UploadOutcome> => {
    const results = await Promise.all(
      files.map(async (picked) => {
        if (picked.key) return { picked, key: picked.key };
        update(picked.id, { state: 'uploading', error: undefined });
        const result = await uploadFile(companyId, picked.file);
        if (result.ok) {
          update(picked.id, { state: 'done', key: result.key });
          return { picked, key: result.key };
        }
        update(picked.id, { state: 'failed', error: result.message });
        return { picked, message: result.message };
      }),
    );
    const failed = results.find((result) => 'message' in result);
    if (failed && 'message' in failed) {
      notify('dashboard', {
        heading: failureHeading,
        text: `${shortFileName(failed.picked.file.name)}: ${failed.message}`,
        type: 'alert',
      });
      return { ok: false };
    }
    return { ok: true, keys: results.map((result) => ('key' in result ? result.key! : '')) };
  };

  return {
    files,
    add: (chosen: File[]) => setFiles((list) => addFiles(list, chosen, newId)),
    remove: (id: string) => setFiles((list) => list.filter((picked) => picked.id !== id)),
    reset: () => setFiles([]),
    uploadAll,
  };
}
