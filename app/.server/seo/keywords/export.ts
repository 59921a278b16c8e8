import type { KeywordExport } from "~/lib/seo/keywords";
import { recordAudit } from "../../auth";
import { csvRow } from "../../csv";
import type { StaffRequest } from "../../services-context";
import { csvDownload } from "../csv-download";
import type { KeywordResearch } from "./store";

/**
 * GET /keyword-research/export.csv: one view of a keyword set as a CSV
 * download, audited; a set or crawl that does not exist is a plain-text 404.
 */
export async function keywordExportResponse({ services, actor, clientIp }: StaffRequest, query: KeywordExport) {
  const result = await exportCsv(services.keywordResearch, query);
  if (!result.ok)
    return new Response(`${result.message}\n`, {
      status: result.status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  await recordAudit(
    services.database.db,
    {
      actor,
      action: "keywords.export",
      subjectType: "keyword_set",
      subjectId: query.set,
      after: { view: query.view },
      clientIp,
    },
    services.secret,
  );
  return csvDownload(result.body, result.name);
}

/**
 * The CSV of one view of a keyword set, in the columns the page shows;
 * cells are formula-safe (csv.ts). Volume, difficulty and position say
 * NO_VOLUME's words where the source had none, as on the page.
 */
const NONE = "not imported";
const or = (value: number | null | undefined) => (value === null || value === undefined ? NONE : value);

type Exported = { ok: true; body: string; name: string } | { ok: false; status: number; message: string };
type ExportInput = KeywordExport;

const NO_SET = "That keyword set does not exist.";

/** One view of a set as CSV: its name, and a header line then one line a row. */
export async function exportCsv(research: KeywordResearch, input: ExportInput): Promise<Exported> {
  const body = await (() => {
    switch (input.view) {
      case "keywords":
        return keywordsCsv(research, input);
      case "clusters":
        return clustersCsv(research, input);
      case "opportunities":
        return opportunitiesCsv(research, input);
      case "competitors":
        return competitorsCsv(research, input);
    }
  })();
  return typeof body === "string" ? { ok: true, name: `keywords-${input.set}-${input.view}.csv`, body } : body;
}

type Refused = Extract<Exported, { ok: false }>;
const notFound = (message = NO_SET): Refused => ({ ok: false, status: 404, message });

async function keywordsCsv(research: KeywordResearch, input: ExportInput): Promise<string | Refused> {
  const list = await research.keywords(input.set, { all: true });
  if (!list) return notFound();
  const header = [
    "keyword",
    "intent",
    "volume",
    "difficulty",
    "position",
    "previous_position",
    "clicks",
    "previous_clicks",
    "impressions",
    "ctr",
    "url",
    "cluster",
    "modifier",
    "service",
    "place",
  ];
  const rows = list.rows.map((row) =>
    csvRow([
      row.keyword,
      row.intent,
      or(row.volume),
      or(row.difficulty),
      or(row.position),
      row.previousPosition,
      or(row.clicks),
      row.previousClicks,
      or(row.impressions),
      or(row.ctr),
      row.url,
      row.cluster,
      row.modifier,
      row.service,
      row.place,
    ]),
  );
  return [csvRow(header), ...rows].join("");
}

async function clustersCsv(research: KeywordResearch, input: ExportInput): Promise<string | Refused> {
  const clusters = await research.clusters(input.set);
  if (!clusters) return notFound();
  const header = [
    "cluster",
    "head",
    "keywords",
    "impressions",
    "clicks",
    "volume",
    "intents",
    "page",
    "page_indexable",
    "status",
    "sample_keywords",
  ];
  const rows = clusters.map((row) =>
    csvRow([
      row.id,
      row.head,
      row.size,
      or(row.impressions),
      or(row.clicks),
      or(row.volume),
      row.intents.join(" "),
      row.page?.path ?? "",
      row.page ? (row.page.indexable ? "yes" : "no") : "",
      row.gap ? "gap" : "mapped",
      row.keywords.join(" | "),
    ]),
  );
  return [csvRow(header), ...rows].join("");
}

async function opportunitiesCsv(research: KeywordResearch, input: ExportInput): Promise<string | Refused> {
  const found = await research.opportunities(input.set);
  if (!found) return notFound();
  const rows = found.map((row) =>
    csvRow([
      row.kind,
      row.keyword,
      or(row.position),
      row.impressions,
      row.clicks,
      or(row.ctr),
      row.pages.map((page) => page.url).join(" | "),
      row.detail,
    ]),
  );
  return [csvRow(["kind", "query", "position", "impressions", "clicks", "ctr", "pages", "detail"]), ...rows].join("");
}

async function competitorsCsv(research: KeywordResearch, input: ExportInput): Promise<string | Refused> {
  if (!input.crawl || !input.cluster) return { ok: false, status: 400, message: "Choose a crawl and a cluster." };
  const terms = await research.competitorTerms(input.set, input.cluster, input.crawl);
  if ("error" in terms) return { ok: false, status: terms.status, message: terms.error };
  const rows = [
    ...terms.terms.map((row) => csvRow(["term", row.term, row.pages, Math.round(row.share * 1000) / 1000, ""])),
    ...terms.headings.map((row) => csvRow(["heading", row.heading, "", "", row.url])),
  ];
  return [csvRow(["kind", "text", "pages", "share", "url"]), ...rows].join("");
}
