/**
 * CSV for every export (leads, analytics tables, crawl issues, analyzer
 * reports): RFC 4180 with CRLF line ends, and safe to open in a spreadsheet.
 *
 * Visitors and crawled sites write much of what we export, and a spreadsheet
 * runs a cell that starts with = + - @ as a formula (OWASP's CSV injection).
 * So every text cell is quoted (a cell like `Eve;=cmd|' /C calc'!A0` stays
 * one cell in a spreadsheet that splits on semicolons), and one whose first
 * visible character opens a formula gets a leading apostrophe; spreadsheets
 * skip leading spaces and control characters before deciding, so we do too.
 * Numbers we computed stay bare.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: what spreadsheets skip is what this skips.
const SKIPPED_AT_START = /^[\u0000-\u0020\u007f\u00a0\u1680\u2000-\u200b\u2028\u2029\u202f\u205f\u3000\ufeff]+/;
const FORMULA_OPENERS = /^[=+\-@\t\r\n|]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number" || typeof value === "bigint") return String(value);
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_OPENERS.test(text.replace(SKIPPED_AT_START, "")) || FORMULA_OPENERS.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

export const csvRow = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(",")}\r\n`;
