import { type Checked, REDIRECT_IMPORT_MAX_ROWS } from "~/lib/seo/redirects";
import { CsvTooLarge, parseCsv } from "../../csv-parse";
import type { IncomingRedirect } from "./plan";

/**
 * A redirects CSV as rows to plan: the header mapped to from, to and
 * (optionally) status, guessed from the usual names unless chosen; each row
 * checked with the rules every writer uses; a cell that a spreadsheet would
 * run as a formula, and a second row for one old path, refused with the line.
 */
export interface ImportMapping {
  fromColumn?: string;
  toColumn?: string;
  statusColumn?: string;
}

const FORMULA = /^[=+\-@\t\r|]/;

export function readImportRows(
  csv: string,
  mapping: ImportMapping,
  check: (input: { from: string; to: string; status?: string }) => Checked<IncomingRedirect>,
) {
  let table: string[][];
  try {
    table = parseCsv(csv, REDIRECT_IMPORT_MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof CsvTooLarge)
      return {
        error: `The file has more than ${REDIRECT_IMPORT_MAX_ROWS.toLocaleString("en-US")} redirects; split it into smaller files.`,
      };
    throw error;
  }
  const [header, ...body] = table;
  if (!header || body.length === 0)
    return { ok: false as const, error: "The file has no redirects: it needs a header line and at least one row." };
  const headers = header.map((cell) => cell.trim());
  const find = (given: string | undefined, guesses: RegExp) =>
    given ? headers.indexOf(given) : headers.findIndex((name) => guesses.test(name));
  const columns = {
    from: find(mapping.fromColumn, /^(from|source|old|old[ _-]?(path|url)|redirect[ _-]?from)$/i),
    to: find(mapping.toColumn, /^(to|target|destination|new|new[ _-]?(path|url)|redirect[ _-]?to)$/i),
    status: mapping.statusColumn === "" ? -1 : find(mapping.statusColumn, /^(status|code|type|http[ _-]?status)$/i),
  };
  if (columns.from < 0 || columns.to < 0)
    return {
      ok: false as const,
      error: "Choose which columns hold the old path and the new address: the header has no from and to columns.",
    };

  const incoming: (IncomingRedirect & { line: number })[] = [];
  const invalid: { line: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  body.forEach((cells, n) => {
    const line = n + 2;
    const from = cells[columns.from] ?? "";
    const to = cells[columns.to] ?? "";
    const status = columns.status >= 0 ? (cells[columns.status] ?? "") : "";
    if ([from, to, status].some((cell) => FORMULA.test(cell.trim()))) {
      invalid.push({ line, reason: "A cell starts with =, +, -, @ or |: spreadsheet formulas are not imported." });
      return;
    }
    const checked = check({ from, to, status });
    if (!checked.ok) {
      invalid.push({ line, reason: checked.message });
      return;
    }
    const earlier = seen.get(checked.value.fromPath);
    if (earlier !== undefined) {
      invalid.push({ line, reason: `Line ${earlier} already redirects ${checked.value.fromPath}.` });
      return;
    }
    seen.set(checked.value.fromPath, line);
    incoming.push({ fromPath: checked.value.fromPath, toTarget: checked.value.toTarget, status: checked.value.status, line });
  });
  return { ok: true as const, headers, columns, incoming, invalid };
}
