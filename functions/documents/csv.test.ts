import { stringify } from 'csv-stringify/sync';
import { CSV_OPTIONS } from './csv';

/** The CSV dialect Danish Excel opens as it is, with formulas made inert (decision 046 "Backups"). */
const csv = (rows: (string | number)[][]) => stringify(rows, CSV_OPTIONS);

test('UTF-8 with a byte-order mark, ";" between cells, CRLF between rows', () => {
  const out = csv([
    ['Navn', 'Lokation'],
    ['Pumpe', 'Kælder'],
  ]);
  expect(out).toBe('\uFEFFNavn;Lokation\r\nPumpe;Kælder\r\n');
  expect([...Buffer.from(out, 'utf8').subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
});

test('a cell holding ";", a quote or a line break is quoted', () => {
  expect(csv([['a;b', 'sagde "hej"', 'to\nlinjer']])).toBe('\uFEFF"a;b";"sagde ""hej""";"to\nlinjer"\r\n');
});

test.each(['=1+1', '+45 12 34 56 78', '-2+3', '@SUM(A1)', '\tfane', '\rretur'])(
  '%j becomes text with a leading quote',
  (cell) => {
    expect(csv([[cell]]).replace(/^\uFEFF/, '')).toMatch(/^"?'/);
  },
);

test('numbers, even negative ones, stay numbers', () => {
  expect(csv([[-3, 7]])).toBe('\uFEFF-3;7\r\n');
});
