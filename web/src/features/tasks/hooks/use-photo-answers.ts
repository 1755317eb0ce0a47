import { useState } from 'react';
import { shortFileName } from '#domain/note/files';
import { addFiles, type PickedFile } from '../../../lib/files/picked-files';
import { uploadFile } from '../../../lib/files/upload-file';
import { notify } from '../../../lib/notifications';

let sequence = 0;
const newId = () => `photo-${Date.now().toString(36)}-${(sequence += 1)}`;

export type PhotoUpload = { ok: true; keys: Record<string, string[]> } | { ok: false };

/**
 * The photos picked for a checklist's photo items, per item (the app's own file picker, uploaded
 * through POST /api/upload as a note's files are), sent when the completion is.
 */
export function usePhotoAnswers(companyId: string, failureHeading: string) {
  const [files, setFiles] = useState<Record<string, PickedFile[]>>({});

  const update = (itemId: string, id: string, patch: Partial<PickedFile>) =>
    setFiles((all) => ({
      ...all,
      [itemId]: (all[itemId] ?? []).map((picked) => (picked.id === id ? { ...picked, ...patch } : picked)),
    }));

  const uploadAll = async (): Promise<PhotoUpload> => {
    const keys: Record<string, string[]> = {};
    const failures: { name: string; message: string }[] = [];
    await Promise.all(
      Object.entries(files).map(async ([itemId, list]) => {
        keys[itemId] = [];
        for (const picked of list) {
          if (picked.key) {
            keys[itemId].push(picked.key);
            continue;
          }
          update(itemId, picked.id, { state: 'uploading', error: undefined });
          const result = await uploadFile(companyId, picked.file);
          if (result.ok) {
            update(itemId, picked.id, { state: 'done', key: result.key });
            keys[itemId].push(result.key);
          } else {
            update(itemId, picked.id, { state: 'failed', error: result.message });
            failures.push({ name: picked.file.name, message: result.message });
          }
        }
      }),
    );
    if (failures.length > 0) {
      const { name, message } = failures[0];
      notify('dashboard', { heading: failureHeading, text: `${shortFileName(name)}: ${message}`, type: 'alert' });
      return { ok: false };
    }
    return { ok: true, keys };
  };

  return {
    files,
    /** Per item, the picked files' names: what the check counts before the upload. */
    names: Object.fromEntries(Object.entries(files).map(([itemId, list]) => [itemId, list.map((p) => p.file.name)])),
    add: (itemId: string, chosen: File[]) =>
      setFiles((all) => ({ ...all, [itemId]: addFiles(all[itemId] ?? [], chosen, newId) })),
    remove: (itemId: string, id: string) =>
      setFiles((all) => ({ ...all, [itemId]: (all[itemId] ?? []).filter((picked) => picked.id !== id) })),
    reset: () => setFiles({}),
    uploadAll,
  };
}
