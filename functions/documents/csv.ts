import type { Options } from 'csv-stringify';

/**
 * How every CSV file of the app is written, so that Danish Excel opens it as it is (decision 046
 * "Backups"): UTF-8 with a byte-order mark (else Excel reads Windows-1252 and mangles æøå), ';'
 * between cells (Danish Excel's list separator, since ',' is the decimal comma), CRLF between
 * rows, and cells that a spreadsheet would run as a formula (starting with = + - @, a tab or a
 * carriage return) prefixed with ' so they stay text (csv-stringify's `escape_formulas`, after
 * OWASP "CSV Injection"). A cell with a line break of its own (a note, a description) is quoted:
 * csv-stringify quotes only cells holding the whole record delimiter, and a lone LF would
 * otherwise start a new row.
 */
export const CSV_OPTIONS = {
  bom: true,
  delimiter: ';',
  record_delimiter: '\r\n',
  escape_formulas: true,
  quoted_match: /[\r\n]/,
} as const satisfies Options;
