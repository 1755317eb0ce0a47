import {
  FILE_NAME_SHORTEN_AT,
  MAX_FILE_BYTES,
  MAX_FILE_NAME_BYTES,
  contentDisposition,
  fileDisplayName,
  fileExtension,
  fileTypeMessage,
  isFileKeyOf,
  isInlineMedia,
  isUploadRef,
  isVideo,
  safeFileName,
  servedAs,
  shortFileName,
  uploadSchema,
} from './files';
import { fieldErrors } from '../shared/fields';

describe('shortFileName (spec 001 §5, §9: names shorten at 26 or more characters)', () => {
  it('keeps names of up to 25 characters as they are', () => {
    const name = 'servicerapport-2026-11.pdf'.slice(1); // 25 characters
    expect(name).toHaveLength(25);
    expect(shortFileName(name)).toBe(name);
    expect(shortFileName('a.pdf')).toBe('a.pdf');
  });

  it('shortens a name of 26 characters, keeping its start and its extension', () => {
    const name = 'servicerapport-2026-11.pdf';
    expect(name).toHaveLength(FILE_NAME_SHORTEN_AT);
    const short = shortFileName(name);
    expect(short).not.toBe(name);
    expect(short).toMatch(/^servicerapport.*….pdf$/);
    expect(short.length).toBeLessThan(FILE_NAME_SHORTEN_AT);
  });

  it('shortens long names, keeping the extension in lower case', () => {
    const short = shortFileName('Billede fra værkstedet den 21. november 2026.JPEG');
    expect(short.startsWith('Billede fra værk')).toBe(true);
    expect(short.endsWith('….jpeg')).toBe(true);
    expect(short.length).toBeLessThan(FILE_NAME_SHORTEN_AT);
  });

  it('shortens names without an extension too', () => {
    const short = shortFileName('x'.repeat(40));
    expect(short).toBe(`${'x'.repeat(24)}…`);
  });
});

describe('fileDisplayName (spec 001 §3: the part after "---")', () => {
  it('shows what follows the first "---"', () => {
    expect(fileDisplayName('c1/0b7e-uuid---Servicerapport.pdf')).toBe('Servicerapport.pdf');
    expect(fileDisplayName('c1/uuid---navn---med-streger.txt')).toBe('navn---med-streger.txt');
  });

  it('without a prefix, shows the last path part', () => {
    expect(fileDisplayName('c1/rapport.pdf')).toBe('rapport.pdf');
    expect(fileDisplayName('rapport.pdf')).toBe('rapport.pdf');
  });
});

describe('isInlineMedia (spec 001 §5: jpg, png, jpeg, mp4, svg show inline)', () => {
  it.each([
    'foto.jpg',
    'foto.JPG',
    'foto.jpeg',
    'FOTO.JPEG',
    'skærm.png',
    'skærm.Png',
    'film.mp4',
    'film.MP4',
    'tegning.svg',
    'tegning.SVG',
    'c1/u---a.b.c.png',
  ])('%s is shown inline', (name) => {
    expect(isInlineMedia(name)).toBe(true);
  });

  it.each(['rapport.pdf', 'foto.gif', 'foto.webp', 'film.mov', 'jpg', 'ingen-endelse', 'foto.jpg.exe', ''])(
    '%s is a download',
    (name) => {
      expect(isInlineMedia(name)).toBe(false);
    },
  );

  it('knows videos and extensions', () => {
    expect(isVideo('film.MP4')).toBe(true);
    expect(isVideo('foto.png')).toBe(false);
    expect(fileExtension('Arkiv.TAR.GZ')).toBe('gz');
    expect(fileExtension('README')).toBe('');
  });
});

describe('safeFileName', () => {
  it('keeps an ordinary name, Danish letters and spaces included', () => {
    expect(safeFileName('Rapport for Åbergs værksted.pdf')).toBe('Rapport for Åbergs værksted.pdf');
  });

  it('drops folders, both kinds of slash', () => {
    expect(safeFileName('../../etc/passwd')).toBe('passwd');
    expect(safeFileName('C:\\Users\\anne\\billede.png')).toBe('billede.png');
  });

  it('drops control characters and the "---" separator, and trims', () => {
    expect(safeFileName(' a\u0000b\u001fc\u007f.txt ')).toBe('abc.txt');
    expect(safeFileName('navn---forfalsket.pdf')).toBe('navn-forfalsket.pdf');
    // Five dashes once became '---' again after a single pass.
    expect(safeFileName('a-----b.pdf')).not.toContain('---');
    expect(safeFileName('a--b.pdf')).toBe('a--b.pdf');
  });

  it('keeps at most the last 150 UTF-8 bytes, in whole characters (the extension survives)', () => {
    const bytes = (text: string) => Buffer.byteLength(text, 'utf8');
    const safe = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(safe).toHaveLength(MAX_FILE_NAME_BYTES);
    expect(safe.endsWith('.pdf')).toBe(true);
    // 118 two-byte letters once made a key segment s3rver could not store (ENAMETOOLONG).
    for (const name of [`${'æ'.repeat(118)}.png`, '€'.repeat(118), '😀'.repeat(59), `${'👩‍🔧'.repeat(20)}.jpg`]) {
      const kept = safeFileName(name);
      expect(bytes(kept)).toBeLessThanOrEqual(MAX_FILE_NAME_BYTES);
      expect(bytes(kept)).toBeGreaterThan(MAX_FILE_NAME_BYTES - 4);
      expect(name.endsWith(kept)).toBe(true);
      expect(kept).not.toMatch(/^[\uDC00-\uDFFF]/);
    }
    expect(safeFileName('Målinger.csv')).toBe('Målinger.csv');
  });

  it('keeps names with dots as they are', () => {
    for (const name of ['..', '...', 'rapport..pdf', '..pdf', 'a/../..', '.skjult'])
      expect(safeFileName(name)).toBe(name.split('/').pop());
  });

  it('gives "fil" for a name that is nothing once cleaned', () => {
    expect(safeFileName('')).toBe('fil');
    expect(safeFileName('mappe/')).toBe('fil');
    expect(safeFileName('\u0000\u0001')).toBe('fil');
  });
});

describe("isUploadRef (an anonymous upload's opaque reference: the sticker card's photo, the inspector's files)", () => {
  const uuid = '0f8fad5b-d9cb-469f-a165-70867728950e';
  it('is `<uuid>---<name>`, as the upload answers it, whatever the name holds but folders and control characters', () => {
    expect(isUploadRef(`${uuid}---utæt pakning.png`)).toBe(true);
    expect(isUploadRef(`${uuid}---${safeFileName('../../x.png')}`)).toBe(true);
  });
  it('is never a file key, a path or a name alone', () => {
    for (const ref of [
      `company-1/${uuid}---a.png`,
      `${uuid}---a/b.png`,
      `${uuid}---a\\b.png`,
      `${uuid}---a\u0000.png`,
      `${uuid}---`,
      'a.png',
      `${uuid}---${'x'.repeat(400)}`,
    ])
      expect([ref.slice(0, 60), isUploadRef(ref)]).toEqual([ref.slice(0, 60), false]);
  });
});

describe('upload schema', () => {
  const valid = { fileName: 'a.pdf', contentType: 'application/pdf', size: 10 };
  it('needs a file name, a type on the list and the size as a whole number of bytes', () => {
    expect(uploadSchema.parse(valid)).toEqual(valid);
    expect(uploadSchema.safeParse({ ...valid, fileName: '' }).success).toBe(false);
    expect(fieldErrors(uploadSchema.safeParse({ ...valid, size: -1 }).error!)).toEqual({
      size: 'Angiv filens størrelse',
    });
    expect(fieldErrors(uploadSchema.safeParse({ fileName: 'a.pdf' }).error!)).toEqual({
      contentType: fileTypeMessage,
      size: 'Angiv filens størrelse',
    });
    expect(uploadSchema.parse({ ...valid, size: MAX_FILE_BYTES + 1 }).size).toBe(MAX_FILE_BYTES + 1);
    expect(MAX_FILE_BYTES).toBe(25 * 1024 * 1024);
  });

  it.each([
    'text/html',
    'application/xhtml+xml',
    'text/xml',
    'application/javascript',
    'application/x-msdownload',
    'IMAGE/PNG',
    'image/png; charset=utf-8',
    '',
  ])('refuses the type %j', (contentType) => {
    expect(fieldErrors(uploadSchema.safeParse({ ...valid, contentType }).error!)).toEqual({
      contentType: fileTypeMessage,
    });
  });

  it.each([
    'image/jpeg',
    'image/png',
    'image/svg+xml',
    'video/mp4',
    'application/pdf',
    'text/csv',
    'application/octet-stream',
  ])('takes the type %s', (contentType) => {
    expect(uploadSchema.safeParse({ ...valid, contentType }).success).toBe(true);
  });
});

describe('file keys', () => {
  const company = 'c0ffee00-1111-4222-8333-444455556666';
  const key = (name: string) => `${company}/0b7e6a4e-3c1d-4f5a-9e2b-7c8d9e0f1a2b---${name}`;
  it('are the company’s own: one folder, a uuid, "---" and a name (dots and all)', () => {
    for (const name of ['Foto.png', '..', 'rapport..pdf', '....', 'a---b'])
      expect(isFileKeyOf(key(name), company)).toBe(true);
  });

  it('refuse other companies, other shapes and folders', () => {
    expect(isFileKeyOf(key('a.png'), 'c0ffee00')).toBe(false);
    expect(isFileKeyOf(key('a.png').replace(company, 'other'), company)).toBe(false);
    for (const bad of [
      `${company}/../other/0b7e6a4e-3c1d-4f5a-9e2b-7c8d9e0f1a2b---a.png`,
      `${company}/rapport.pdf`,
      key('mappe/a.png'),
      key(''),
      `${company}/${'x'.repeat(1100)}`,
      key('x'.repeat(1000)),
    ]) {
      expect(isFileKeyOf(bad, company)).toBe(false);
    }
    expect(isFileKeyOf(key('a.png'), '')).toBe(false);
  });
});

describe('how a file is served when its URL is opened', () => {
  it('pictures and videos inline, as the type of their extension', () => {
    expect(servedAs('Foto.JPG')).toEqual({ disposition: 'inline', contentType: 'image/jpeg' });
    expect(servedAs('a.png')).toEqual({ disposition: 'inline', contentType: 'image/png' });
    expect(servedAs('film.mp4')).toEqual({ disposition: 'inline', contentType: 'video/mp4' });
  });

  it('SVG, HTML and everything else as a download', () => {
    expect(servedAs('tegning.svg')).toEqual({ disposition: 'attachment', contentType: 'image/svg+xml' });
    for (const name of ['side.html', 'side.htm', 'a.xhtml', 'rapport.pdf', 'data.xml', 'ingen-endelse', '..']) {
      expect(servedAs(name)).toEqual({ disposition: 'attachment', contentType: 'application/octet-stream' });
    }
  });

  it('names the file with RFC 5987 filename*', () => {
    expect(contentDisposition('inline', 'Foto af filteret.png')).toBe(
      "inline; filename*=UTF-8''Foto%20af%20filteret.png",
    );
    expect(contentDisposition('attachment', "Måling (1) 'ny'*.csv")).toBe(
      "attachment; filename*=UTF-8''M%C3%A5ling%20%281%29%20%27ny%27%2A.csv",
    );
    expect(contentDisposition('attachment', 'a"b;c\\d.txt')).toBe("attachment; filename*=UTF-8''a%22b%3Bc%5Cd.txt");
  });
});
