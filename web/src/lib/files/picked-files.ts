import {
  MAX_FILE_BYTES,
  declaredType,
  fileTooLargeMessage,
  fileTypeMessage,
  isAllowedContentType,
} from '#domain/note/files';

export type UploadState = 'ready' | 'uploading' | 'done' | 'failed';

/** A file chosen for a note or response, and how far its upload has come. */
export interface PickedFile {
  id: string;
  file: File;
  state: UploadState;
  /**
   * The bucket key, once uploaded (kept, so a retry does not upload it again); for an upload without
   * login (the sticker card's photo, the inspector's files), the opaque reference its upload answered.
   */
  key?: string;
  error?: string;
}

/** Adds the chosen files; one over 25 MB or of a type not allowed is kept with its error, so the person sees which one. */
export function addFiles(current: readonly PickedFile[], files: readonly File[], newId: () => string): PickedFile[] {
  return [
    ...current,
    ...files.map((file): PickedFile => ({
      id: newId(),
      file,
      state: 'ready',
      error:
        file.size > MAX_FILE_BYTES
          ? fileTooLargeMessage
          : isAllowedContentType(declaredType(file))
            ? undefined
            : fileTypeMessage,
    })),
  ];
}

/** The first error of the chosen files, shown under the file field. */
export const filesError = (files: readonly PickedFile[]) => files.find((picked) => picked.error)?.error;

/** A file over 25 MB or of a type not allowed stops the form; a failed upload is tried again on the next submit. */
export const blocksSubmit = (files: readonly PickedFile[]) =>
  files.some((picked) => picked.error && picked.state !== 'failed');

/** Whether every file has been uploaded. */
export const allUploaded = (files: readonly PickedFile[]) =>
  files.every((picked) => picked.state === 'done' && picked.key);

/** 'Uploader 1 af 3 filer …' while uploading, else nothing. */
export function uploadStatus(files: readonly PickedFile[]): string | undefined {
  if (!files.some((picked) => picked.state === 'uploading')) return undefined;
  const done = files.filter((picked) => picked.state === 'done').length;
  return `Uploader filer: ${done} af ${files.length} færdige`;
}

/** What the file field says next to 'Vælg filer': 'Ingen filer valgt', '1 fil valgt', '3 filer valgt'. */
export function chosenFilesText(count: number): string {
  if (count <= 0) return 'Ingen filer valgt';
  return count === 1 ? '1 fil valgt' : `${count} filer valgt`;
}

export const stateLabels: Record<UploadState, string> = {
  ready: 'Klar',
  uploading: 'Uploader…',
  done: 'Uploadet',
  failed: 'Fejlede',
};

/** '1,2 MB', '340 kB' */
export function formatSize(bytes: number): string {
  const decimal = new Intl.NumberFormat('da-DK', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${decimal.format(bytes / (1024 * 1024))} MB`;
  return `${decimal.format(Math.max(1, Math.round(bytes / 1024)))} kB`;
}
