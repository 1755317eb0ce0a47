import { FILE_NAME_SHORTEN_AT, MAX_FILE_BYTES, fileDisplayName, fileExtension, isInlineMedia, isVideo, safeFileName, shortFileName, uploadSchema } from './files';

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
  it.each(['foto.jpg', 'foto.JPG', 'foto.jpeg', 'FOTO.JPEG', 'skærm.png', 'skærm.Png', 'film.mp4', 'film.MP4', 'tegning.svg', 'tegning.SVG', 'c1/u---a.b.c.png'])('%s is shown inline', (name) => {
    expect(isInlineMedia(name)).toBe(true);
  });

  it.each(['rapport.pdf', 'foto.gif', 'foto.webp', 'film.mov', 'jpg', 'ingen-endelse', 'foto.jpg.exe', ''])('%s is a download', (name) => {
    expect(isInlineMedia(name)).toBe(false);
  });

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

  it('keeps at most the last 150 characters (the extension survives)', () => {
    const safe = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(safe).toHaveLength(150);
    expect(safe.endsWith('.pdf')).toBe(true);
  });

  it('gives "fil" for a name that is nothing once cleaned', () => {
    expect(safeFileName('')).toBe('fil');
    expect(safeFileName('mappe/')).toBe('fil');
    expect(safeFileName('\u0000\u0001')).toBe('fil');
  });
});

describe('upload schema', () => {
  it('needs a file name; size is a whole number of bytes', () => {
    expect(uploadSchema.safeParse({ fileName: '' }).success).toBe(false);
    expect(uploadSchema.safeParse({ fileName: 'a.pdf', size: -1 }).success).toBe(false);
    expect(uploadSchema.parse({ fileName: 'a.pdf', size: MAX_FILE_BYTES + 1 }).size).toBe(MAX_FILE_BYTES + 1);
    expect(MAX_FILE_BYTES).toBe(25 * 1024 * 1024);
  });
});
