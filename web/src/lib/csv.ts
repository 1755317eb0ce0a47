// The browser build: the package's main entry needs Node's Buffer (csv.js.org/stringify/distributions/browser_esm).
import { stringify } from 'csv-stringify/browser/esm/sync';
import { downloadBlob } from './download';

/**
 * A CSV file that Danish Excel opens as it is (decision 045 "CSV files"): UTF-8 with a BOM (else
 * Excel reads æ, ø and å as Windows-1252), ';' between cells (Danish Excel's list separator, since
 * ',' is the decimal comma), CRLF between rows, and quoting by the library. A cell that a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is made
 * inert with a leading apostrophe (OWASP "CSV Injection").
 */
export function toCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return stringify([[...header], ...rows.map((row) => [...row])], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
    escape_formulas: true,
    // A cell with a line break of its own (a checklist's answers) is quoted, as the backup's are
    // (functions/documents/csv.ts): a lone LF would otherwise start a new row in Excel.
    quoted_match: /[\r\n]/,
  });
}

/** Hands the text to the browser as a file download; nothing leaves the browser. */
export const downloadCsv = (fileName: string, text: string) =>
  downloadBlob(fileName, new Blob([text], { type: 'text/csv;charset=utf-8' }));

/** A file name from free text: lower case, letters (æøå too) and digits, the rest one '-'. */
export const fileNamePart = (text: string) =>
  text
    .toLocaleLowerCase('da-DK')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60) || 'opgave';
