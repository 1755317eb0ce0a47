import { MAX_FILE_BYTES, fileTooLargeMessage, fileTypeMessage } from '#domain/note/files';
import {
  addFiles,
  allUploaded,
  blocksSubmit,
  chosenFilesText,
  filesError,
  formatSize,
  uploadStatus,
  type PickedFile,
} from './picked-files';

const file = (name: string, size: number, type = 'image/png') => ({ name, size, type }) as File;
let n = 0;
const newId = () => `id-${(n += 1)}`;

describe('addFiles', () => {
  it('appends the chosen files, marking one over 25 MB with the Danish message', () => {
    const first = addFiles([], [file('a.png', 10)], newId);
    const both = addFiles(first, [file('stor.mp4', MAX_FILE_BYTES + 1), file('lige.pdf', MAX_FILE_BYTES)], newId);
    expect(both.map((p) => p.file.name)).toEqual(['a.png', 'stor.mp4', 'lige.pdf']);
    expect(both.map((p) => p.error)).toEqual([undefined, fileTooLargeMessage, undefined]);
    expect(filesError(both)).toBe(fileTooLargeMessage);
    expect(filesError(first)).toBeUndefined();
    expect(both.every((p) => p.state === 'ready')).toBe(true);
    expect(blocksSubmit(both)).toBe(true);
    expect(blocksSubmit(first)).toBe(false);
  });

  it('marks a type not on the list (HTML, programs), and takes files without a type as downloads', () => {
    const picked = addFiles(
      [],
      [
        file('side.html', 10, 'text/html'),
        file('program.exe', 10, 'application/x-msdownload'),
        file('tegning.dwg', 10, ''),
        file('rapport.pdf', 10, 'application/pdf'),
      ],
      newId,
    );
    expect(picked.map((p) => p.error)).toEqual([fileTypeMessage, fileTypeMessage, undefined, undefined]);
    expect(blocksSubmit(picked)).toBe(true);
  });

  it('lets a failed upload be tried again', () => {
    const failed: PickedFile = {
      id: 'f',
      file: file('a.png', 10),
      state: 'failed',
      error: 'Filen kunne ikke uploades. Prøv igen.',
    };
    expect(filesError([failed])).toBe('Filen kunne ikke uploades. Prøv igen.');
    expect(blocksSubmit([failed])).toBe(false);
  });
});

describe('upload state', () => {
  const picked = (state: PickedFile['state'], key?: string): PickedFile => ({
    id: state,
    file: file('x.png', 1),
    state,
    key,
  });
  it('counts finished uploads while any is running', () => {
    expect(uploadStatus([picked('done', 'k'), picked('uploading'), picked('ready')])).toBe(
      'Uploader filer: 1 af 3 færdige',
    );
    expect(uploadStatus([picked('done', 'k')])).toBeUndefined();
  });
  it('is uploaded when every file has a key', () => {
    expect(allUploaded([picked('done', 'k')])).toBe(true);
    expect(allUploaded([picked('done', 'k'), picked('failed')])).toBe(false);
    expect(allUploaded([])).toBe(true);
  });
});

describe('chosenFilesText', () => {
  it('says in Danish how many files are chosen', () => {
    expect(chosenFilesText(0)).toBe('Ingen filer valgt');
    expect(chosenFilesText(1)).toBe('1 fil valgt');
    expect(chosenFilesText(2)).toBe('2 filer valgt');
    expect(chosenFilesText(12)).toBe('12 filer valgt');
  });
});

describe('formatSize', () => {
  it('writes sizes the Danish way', () => {
    expect(formatSize(1536 * 1024)).toBe('1,5 MB');
    expect(formatSize(340 * 1024)).toBe('340 kB');
    expect(formatSize(10)).toBe('1 kB');
  });
});
