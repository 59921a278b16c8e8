import { inflateRawSync } from "node:zlib";
import AdmZip from "adm-zip";
import {
  KEYWORD_IMPORT_MAX_ROWS,
  KEYWORD_TEXTS,
  KEYWORD_ZIP_MAX_ENTRIES,
  KEYWORD_ZIP_MAX_INFLATED,
  normalizeKeyword,
} from "~/lib/seo/keywords";
import { CsvTooLarge, parseCsv } from "../../csv-parse";
import { zipEntryCount } from "../../zip-directory";

/**
 * Reading an uploaded keyword file into rows, refusing what is not an
 * honest export before anything is stored (every refusal is a 4xx message):
 * - Search Console's Performance export, as Google gives it: a zip with
 *   Queries.csv ("Top queries","Clicks","Impressions","CTR","Position"),
 *   Pages.csv ("Top pages",...) and others we ignore; or one of those CSVs
 *   alone. That export never joins queries to pages, so it cannot show
 *   cannibalisation; a CSV with both a "Query" and a "Page" column (what
 *   the Search Console API, Looker Studio or a Sheets add-on exports) can,
 *   and is read too, in the zip or alone.
 * - A generic CSV from another tool: keyword, volume, difficulty, position,
 *   URL, by common header names (KEYWORD_ALIASES below).
 * Refused: text that is not UTF-8 or holds a NUL byte, a cell that starts
 * like a spreadsheet formula (= + @, or - before a letter), more rows than
 * KEYWORD_IMPORT_MAX_ROWS, and zips that are encrypted, hold too many
 * files, or inflate past KEYWORD_ZIP_MAX_INFLATED (each entry is inflated
 * with that cap, so a zip bomb stops there whatever its header claims).
 */
export class ImportRefused extends Error {
  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }
}

export interface ImportedKeyword {
  keyword: string;
  normalized: string;
  volume: number | null;
  difficulty: number | null;
  position: number | null;
  url: string | null;
  clicks: number | null;
  impressions: number | null;
  ctr: number | null;
}

export interface ImportedPageRow {
  query: string | null;
  page: string;
  clicks: number;
  impressions: number;
  ctr: number | null;
  position: number | null;
}

export interface ImportedFile {
  keywords: ImportedKeyword[];
  pageRows: ImportedPageRow[];
  invalid: { line: number; reason: string }[];
  /** What was read: "Queries.csv, Pages.csv" or the CSV's kind. */
  parts: string[];
}

/** Header names, lowercased, each column's aliases in order of preference. */
const ALIASES = {
  query: ["top queries", "query", "queries", "search query", "keyword", "keywords", "search term", "term"],
  page: ["top pages", "page", "pages", "landing page", "url", "address", "current url", "ranking url"],
  clicks: ["clicks", "url clicks", "total clicks"],
  impressions: ["impressions", "total impressions"],
  ctr: ["ctr", "site ctr", "url ctr", "average ctr"],
  position: ["position", "average position", "avg. position", "avg position", "rank", "current position", "pos"],
  volume: ["volume", "search volume", "avg. monthly searches", "avg monthly searches", "monthly searches", "sv"],
  difficulty: ["difficulty", "keyword difficulty", "kd", "kd %", "kd%", "seo difficulty", "competition"],
} as const;
type Column = keyof typeof ALIASES;

export function decodeUtf8(bytes: Uint8Array): string {
  if (bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)))
    throw new ImportRefused(KEYWORD_TEXTS.notUtf8, 415);
  if (bytes.includes(0)) throw new ImportRefused(KEYWORD_TEXTS.binary, 415);
  try {
    return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    throw new ImportRefused(KEYWORD_TEXTS.notUtf8, 415);
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The CSV files of a zip, by base name (lowercase), each inflated with the remaining budget as its cap. */
export function readZip(bytes: Uint8Array): Map<string, Uint8Array> {
  // Counted from the archive's directory before anything is parsed: parsing 60,000 entries blocked the server.
  const count = zipEntryCount(bytes);
  if (count === null) throw new ImportRefused(KEYWORD_TEXTS.zipBad);
  if (count > KEYWORD_ZIP_MAX_ENTRIES) throw new ImportRefused(KEYWORD_TEXTS.zipEntries);
  let entries: AdmZip.IZipEntry[];
  try {
    entries = new AdmZip(Buffer.from(bytes)).getEntries();
  } catch {
    throw new ImportRefused(KEYWORD_TEXTS.zipBad);
  }
  const files = entries.filter((entry) => !entry.isDirectory);
  if (files.length > KEYWORD_ZIP_MAX_ENTRIES) throw new ImportRefused(KEYWORD_TEXTS.zipEntries);
  const out = new Map<string, Uint8Array>();
  let budget = KEYWORD_ZIP_MAX_INFLATED;
  for (const entry of files) {
    const name = entry.entryName.split("/").pop()?.toLowerCase() ?? "";
    if (!name.endsWith(".csv")) continue;
    if (entry.header.encrypted) throw new ImportRefused(KEYWORD_TEXTS.zipEncrypted);
    if (entry.header.size > budget) throw new ImportRefused(KEYWORD_TEXTS.zipBomb, 413);
    let data: Buffer;
    try {
      const raw = entry.getCompressedData();
      if (entry.header.method === 0) data = raw;
      else if (entry.header.method === 8) data = inflateRawSync(raw, { maxOutputLength: budget });
      else throw new ImportRefused(KEYWORD_TEXTS.zipBad);
    } catch (error) {
      if (error instanceof ImportRefused) throw error;
      // Node stops inflating at maxOutputLength with ERR_BUFFER_TOO_LARGE.
      if ((error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE") throw new ImportRefused(KEYWORD_TEXTS.zipBomb, 413);
      throw new ImportRefused(KEYWORD_TEXTS.zipBad);
    }
    if (data.length > budget) throw new ImportRefused(KEYWORD_TEXTS.zipBomb, 413);
    budget -= data.length;
    out.set(name, new Uint8Array(data.buffer, data.byteOffset, data.length));
  }
  return out;
}

const FORMULA = /^[=+@\t\r]|^-[^\d.\s]/;

function table(text: string): { headers: string[]; rows: string[][] } {
  let rows: string[][];
  try {
    rows = parseCsv(text, KEYWORD_IMPORT_MAX_ROWS + 1);
  } catch (error) {
    if (error instanceof CsvTooLarge) throw new ImportRefused(`The file has more than ${KEYWORD_IMPORT_MAX_ROWS} rows.`, 413);
    throw error;
  }
  const [header, ...body] = rows;
  if (!header) throw new ImportRefused(KEYWORD_TEXTS.noHeader);
  rows.forEach((row, index) => {
    for (const cell of row) if (FORMULA.test(cell.trim())) throw new ImportRefused(KEYWORD_TEXTS.formula(index + 1, cell.trim()));
  });
  return { headers: header.map((cell) => cell.trim().toLowerCase()), rows: body };
}

function columnsOf(headers: string[]): Partial<Record<Column, number>> {
  const found: Partial<Record<Column, number>> = {};
  for (const column of Object.keys(ALIASES) as Column[]) {
    for (const alias of ALIASES[column]) {
      const index = headers.indexOf(alias);
      if (index >= 0 && !Object.values(found).includes(index)) {
        found[column] = index;
        break;
      }
    }
  }
  return found;
}

type Parsed = { ok: true; value: number | null } | { ok: false };
/** "1,234" → 1234, "12.5%" → 0.125 (percent), "" → null. */
function number(cell: string | undefined, percent = false): Parsed {
  const text = (cell ?? "").trim().replaceAll(",", "");
  if (text === "" || text === "-" || text.toLowerCase() === "n/a") return { ok: true, value: null };
  const isPercent = text.endsWith("%");
  const value = Number(isPercent ? text.slice(0, -1) : text);
  if (!Number.isFinite(value) || value < 0) return { ok: false };
  if (percent) return { ok: true, value: isPercent || value > 1 ? value / 100 : value };
  return { ok: true, value };
}

const KEYWORD_MAX = 300;
const URL_MAX = 2000;

function readRows(
  text: string,
  needPage: boolean,
): { keywords: ImportedKeyword[]; pageRows: ImportedPageRow[]; invalid: ImportedFile["invalid"]; kind: string } {
  const { headers, rows } = table(text);
  const columns = columnsOf(headers);
  const invalid: ImportedFile["invalid"] = [];
  const keywords: ImportedKeyword[] = [];
  const pageRows: ImportedPageRow[] = [];
  const hasQuery = columns.query !== undefined;
  const hasPage = columns.page !== undefined;
  if ((!hasQuery && !hasPage) || (!needPage && !hasQuery))
    throw new ImportRefused(
      needPage
        ? 'The file has no "Top queries", "Query" or "Top pages" column: it is not a Search Console export.'
        : 'The file has no keyword column ("keyword", "query" or "search term").',
    );
  const cell = (row: string[], column: Column) => (columns[column] === undefined ? undefined : row[columns[column] as number]);
  rows.forEach((row, index) => {
    const line = index + 2;
    const numbers = {} as Record<"clicks" | "impressions" | "ctr" | "position" | "volume" | "difficulty", number | null>;
    for (const column of ["clicks", "impressions", "ctr", "position", "volume", "difficulty"] as const) {
      const parsed = number(cell(row, column), column === "ctr");
      if (!parsed.ok) {
        invalid.push({ line, reason: `${column} "${(cell(row, column) ?? "").slice(0, 20)}" is not a number.` });
        return;
      }
      numbers[column] = parsed.value;
    }
    const query = hasQuery ? (cell(row, "query") ?? "").trim() : null;
    const page = hasPage ? (cell(row, "page") ?? "").trim() : null;
    const reason =
      query !== null && (!query || !normalizeKeyword(query))
        ? "The keyword is empty."
        : query && query.length > KEYWORD_MAX
          ? `The keyword is longer than ${KEYWORD_MAX} characters.`
          : page !== null && page.length > URL_MAX
            ? `The URL is longer than ${URL_MAX} characters.`
            : page && !/^(https?:\/\/|\/)/i.test(page)
              ? "The URL is not an http(s) address."
              : null;
    if (reason) {
      invalid.push({ line, reason });
      return;
    }
    if (query !== null && (!hasPage || !needPage)) {
      keywords.push({
        keyword: query,
        normalized: normalizeKeyword(query),
        volume: numbers.volume,
        difficulty: numbers.difficulty,
        position: numbers.position,
        url: page || null,
        clicks: numbers.clicks,
        impressions: numbers.impressions,
        ctr: numbers.ctr,
      });
    }
    if (needPage && page)
      pageRows.push({
        query,
        page,
        clicks: numbers.clicks ?? 0,
        impressions: numbers.impressions ?? 0,
        ctr: numbers.ctr,
        position: numbers.position,
      });
  });
  const kind = hasQuery && hasPage ? "query+page" : hasQuery ? "queries" : "pages";
  return { keywords, pageRows, invalid, kind };
}

/** Query+page rows summed per query: clicks and impressions added, position weighted by impressions. */
function keywordsFromPageRows(rows: ImportedPageRow[]): ImportedKeyword[] {
  const byQuery = new Map<string, ImportedKeyword & { weighted: number }>();
  for (const row of rows) {
    if (!row.query) continue;
    const normalized = normalizeKeyword(row.query);
    const entry = byQuery.get(normalized) ?? {
      keyword: row.query,
      normalized,
      volume: null,
      difficulty: null,
      position: null,
      url: null,
      clicks: 0,
      impressions: 0,
      ctr: null,
      weighted: 0,
    };
    entry.clicks = (entry.clicks ?? 0) + row.clicks;
    entry.impressions = (entry.impressions ?? 0) + row.impressions;
    entry.weighted += (row.position ?? 0) * row.impressions;
    byQuery.set(normalized, entry);
  }
  return [...byQuery.values()].map(({ weighted, ...entry }) => ({
    ...entry,
    position: entry.impressions ? Math.round((weighted / entry.impressions) * 100) / 100 : null,
    ctr: entry.impressions ? (entry.clicks ?? 0) / entry.impressions : null,
  }));
}

export function readKeywordFile(bytes: Uint8Array, source: "search-console" | "generic"): ImportedFile {
  if (bytes.length === 0) throw new ImportRefused(KEYWORD_TEXTS.empty);
  const texts: { name: string; text: string }[] = [];
  if (isZip(bytes)) {
    const files = readZip(bytes);
    for (const [name, data] of files) texts.push({ name, text: decodeUtf8(data) });
    if (source === "search-console" && !files.has("queries.csv") && ![...files.keys()].some((name) => name.includes("query")))
      throw new ImportRefused(KEYWORD_TEXTS.zipNoQueries);
  } else texts.push({ name: "file", text: decodeUtf8(bytes) });

  const out: ImportedFile = { keywords: [], pageRows: [], invalid: [], parts: [] };
  const gsc = source === "search-console";
  for (const { name, text } of texts) {
    // The zip's other reports (countries, devices, dates, filters) have no query or page column.
    if (name !== "file" && !/quer|page/.test(name)) continue;
    const read = readRows(text, gsc);
    out.parts.push(name === "file" ? read.kind : name);
    out.invalid.push(...read.invalid.map((row) => (name === "file" ? row : { ...row, reason: `${name}: ${row.reason}` })));
    out.keywords.push(...read.keywords);
    out.pageRows.push(...read.pageRows);
    if (read.kind === "query+page") out.keywords.push(...keywordsFromPageRows(read.pageRows));
  }
  // One row per keyword: the first one read (Queries.csv before a query+page table's sums).
  const seen = new Set<string>();
  out.keywords = out.keywords.filter((row) => !seen.has(row.normalized) && Boolean(seen.add(row.normalized)));
  return out;
}
