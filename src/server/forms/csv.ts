/**
 * CSV export. Every cell is quoted; cells that a spreadsheet would run as a formula (starting with
 * = + - @ or a tab/CR) get a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: unknown): string {
  let text = Array.isArray(value) ? value.join('; ') : value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function toCsv(headers: string[], rows: Array<Record<string, unknown>>): string {
  const lines = [headers.map(csvCell).join(',')];
  for (const row of rows) lines.push(headers.map((key) => csvCell(row[key])).join(','));
  // The BOM makes spreadsheet programs read the file as UTF-8.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
