/**
 * CSV export. Every cell is quoted; cells that a spreadsheet would run as a formula (starting with
 * = + - @ or a tab/CR) get a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** The BOM makes spreadsheet programs read the file as UTF-8. */
export const CSV_BOM = '\uFEFF';

/** One record, with the CRLF line end spreadsheets expect. */
export function csvLine(values: unknown[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

export function toCsv(headers: string[], rows: Array<Record<string, unknown>>): string {
  return CSV_BOM + csvLine(headers) + rows.map((row) => csvLine(headers.map((key) => row[key]))).join('');
}
