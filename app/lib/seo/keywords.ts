import { z } from "zod";

/**
 * /keyword-research (issue 23 item 2): the rules both sides share and the
 * page's texts. No paid API: keywords come from the generator (our services
 * × our places × the modifiers below), from a Search Console Performance
 * export, or from a generic CSV another tool exported. Nothing here invents
 * a search volume: where none was imported the column says NO_VOLUME.
 */

export const KEYWORD_INTENTS = ["informational", "commercial", "transactional", "navigational", "local"] as const;
export type KeywordIntent = (typeof KEYWORD_INTENTS)[number];

export const KEYWORD_SOURCES = ["generated", "search-console", "generic"] as const;
export type KeywordSource = (typeof KEYWORD_SOURCES)[number];
export const KEYWORD_SOURCE_LABELS: Record<KeywordSource, string> = {
  generated: "Generated",
  "search-console": "Search Console",
  generic: "Other tool (CSV)",
};

/** What a volume, difficulty or position cell shows when the import had none. */
export const NO_VOLUME = "not imported";

/**
 * The generator's modifiers, in the order candidates are listed, each with
 * its template and the intent it gives. `{service}` is a service's search
 * phrase, `{place}` a city or state name. The rules, documented:
 * - a place or "near me" means the searcher wants someone close: local;
 * - "what is", "how to choose": they are learning: informational;
 * - "best", "reviews", "cost", a group ("for veterans") or a level of care
 *   (inpatient, outpatient): they compare providers: commercial;
 * - "that take insurance", "free", "hire", "agency": they are ready to act: transactional;
 * - our own name: they look for us: navigational.
 * A template with a place is generated once per chosen place; one without
 * (near me, what is ...) once per service.
 */
export interface KeywordModifier {
  id: string;
  label: string;
  template: string;
  intent: KeywordIntent;
}

export const KEYWORD_MODIFIERS: readonly KeywordModifier[] = [
  { id: "place", label: "City or state", template: "{service} {place}", intent: "local" },
  { id: "near-me", label: "near me", template: "{service} near me", intent: "local" },
  { id: "cost", label: "cost", template: "{service} cost {place}", intent: "commercial" },
  { id: "best", label: "best", template: "best {service} {place}", intent: "commercial" },
  { id: "reviews", label: "reviews", template: "{service} reviews {place}", intent: "commercial" },
  { id: "veterans", label: "for veterans", template: "{service} for veterans {place}", intent: "commercial" },
  { id: "inpatient", label: "inpatient", template: "inpatient {service} {place}", intent: "commercial" },
  { id: "outpatient", label: "outpatient", template: "outpatient {service} {place}", intent: "commercial" },
  { id: "insurance", label: "that take insurance", template: "{service} that take insurance {place}", intent: "transactional" },
  { id: "free", label: "free", template: "free {service} consultation {place}", intent: "transactional" },
  { id: "hire", label: "agency / hire", template: "{service} agency {place}", intent: "transactional" },
  { id: "how-to-choose", label: "how to choose", template: "how to choose {service}", intent: "informational" },
  { id: "what-is", label: "what is", template: "what is {service}", intent: "informational" },
  { id: "brand", label: "our name", template: "{brand} {service}", intent: "navigational" },
];
export const KEYWORD_MODIFIER_IDS = KEYWORD_MODIFIERS.map((modifier) => modifier.id);

/**
 * Intent of a keyword that came from elsewhere (an import), by the same
 * rules as the generator, first match wins: our name (navigational), a
 * question word (informational), an action word (transactional), "near me"
 * or one of our places (local), a comparison word (commercial). A keyword
 * no rule matches is commercial: a search for a service without a place or
 * question compares providers.
 */
const INTENT_RULES: { intent: KeywordIntent; words: RegExp }[] = [
  { intent: "informational", words: /\b(what|how|why|when|who|is|does|do|guide|definition|meaning|examples?|tips|ideas)\b/ },
  {
    intent: "transactional",
    words: /\b(insurance|free|hire|agency|agencies|company|companies|buy|book|call|quote|pricing|consultation|contact)\b/,
  },
  { intent: "local", words: /\bnear me\b|\bnearby\b|\blocal\b/ },
  {
    intent: "commercial",
    words:
      /\b(best|top|reviews?|cost|costs|price|prices|vs|versus|compare|comparison|cheap|affordable|for veterans|inpatient|outpatient)\b/,
  },
];

export function classifyIntent(keyword: string, options: { brand?: string; places?: ReadonlySet<string> } = {}): KeywordIntent {
  const text = ` ${normalizeKeyword(keyword)} `;
  const brand = options.brand ? normalizeKeyword(options.brand) : "";
  if (brand && text.includes(` ${brand} `)) return "navigational";
  for (const rule of INTENT_RULES.slice(0, 3)) if (rule.words.test(text)) return rule.intent;
  if (options.places) {
    const words = text.trim().split(" ");
    for (let size = 3; size >= 1; size--)
      for (let i = 0; i + size <= words.length; i++) if (options.places.has(words.slice(i, i + size).join(" "))) return "local";
  }
  return "commercial";
}

/** Lowercase, accents and punctuation gone, single spaces: the key a keyword is compared and deduplicated by. */
export function normalizeKeyword(keyword: string): string {
  return keyword
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Expected click-through by average position (organic, desktop and mobile
 * together), rounded from the published CTR studies (Advanced Web Ranking's
 * CTR study, Backlinko's 4 million results, 2023): position 1 about 28 %,
 * falling to about 2.4 % at 10; page two about 1 %. A query is flagged when
 * its CTR is below half of this with at least LOW_CTR_MIN_IMPRESSIONS
 * impressions, on page one only (below it, CTR is mostly noise).
 */
export const EXPECTED_CTR_BY_POSITION = [0.276, 0.158, 0.11, 0.084, 0.063, 0.049, 0.039, 0.033, 0.027, 0.024] as const;
export const LOW_CTR_MIN_IMPRESSIONS = 100;
export const LOW_CTR_FACTOR = 0.5;
export function expectedCtr(position: number): number {
  const rank = Math.max(1, Math.round(position));
  return EXPECTED_CTR_BY_POSITION[rank - 1] ?? (rank <= 20 ? 0.01 : 0.005);
}

/** Striking distance: an average position from 8 to 20 with impressions. */
export const STRIKING_MIN_POSITION = 8;
export const STRIKING_MAX_POSITION = 20;
/** Cannibalisation: two or more of our pages, each with at least this share of the query's impressions. */
export const CANNIBAL_MIN_SHARE = 0.05;
/** A page with fewer words than this (in the newest crawl of our site) is thin. */
export const THIN_PAGE_WORDS = 300;

/** Clustering: keywords whose stem sets have a Jaccard similarity of at least this join one cluster. */
export const CLUSTER_THRESHOLD = 0.6;

/* Limits of uploads. */
export const KEYWORD_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** A zip may inflate to at most this much in all (a zip bomb stops here). */
export const KEYWORD_ZIP_MAX_INFLATED = 20 * 1024 * 1024;
export const KEYWORD_ZIP_MAX_ENTRIES = 20;
export const KEYWORD_IMPORT_MAX_ROWS = 50_000;
export const KEYWORD_GENERATE_MAX = 20_000;
export const KEYWORD_PAGE_SIZE = 50;

const idList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
  .pipe(z.array(z.coerce.number<string>().int().positive().max(2_147_483_647)).max(2000, "Choose at most 2,000 places."));
const stringList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]));

/** A set's id in a form: the field is named in the refusal, as the scripts that post it know it. */
const setId = (() => {
  const message = "setId: choose one of the keyword sets.";
  return z.coerce.number(message).int(message).positive(message).max(2_147_483_647, message);
})();

export const keywordActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("generate"),
      services: stringList.pipe(z.array(z.string().regex(/^[a-z-]{1,60}$/, "Unknown service.")).max(30)),
      modifiers: stringList.pipe(z.array(z.enum(KEYWORD_MODIFIER_IDS as [string, ...string[]], "Unknown modifier.")).max(30)),
      stateIds: idList,
      cityIds: idList,
    }),
    z.object({
      intent: z.literal("import"),
      source: z.enum(["search-console", "generic"], "Choose what kind of file this is."),
      /** The export or list to import; its bytes are checked on the server (size, encoding, zip). */
      file: z.unknown().optional(),
    }),
    z.object({ intent: z.literal("create-research"), setId, cluster: z.string().trim().min(1).max(200) }),
    z.object({ intent: z.literal("delete-set"), setId }),
  ],
  { error: "intent: that is not an action of this page." },
);
export type KeywordAction = z.infer<typeof keywordActionSchema>;
/** The upload may be as large as the import allows, plus the other fields. */
export const KEYWORD_FORM_MAX_BYTES = KEYWORD_IMPORT_MAX_BYTES + 64 * 1024;

export const KEYWORD_VIEWS = ["keywords", "clusters", "opportunities", "competitors"] as const;
export type KeywordView = (typeof KEYWORD_VIEWS)[number];

export const keywordQuerySchema = z.object({
  view: z.enum(KEYWORD_VIEWS).default("keywords").catch("keywords"),
  set: z.coerce.number().int().positive().max(2_147_483_647).optional().catch(undefined),
  q: z.string().trim().max(200).optional().catch(undefined),
  intent: z.enum(KEYWORD_INTENTS).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(100_000).default(1).catch(1),
  crawl: z.string().uuid().optional().catch(undefined),
  cluster: z.string().trim().max(200).optional().catch(undefined),
});
export type KeywordQuery = z.infer<typeof keywordQuerySchema>;

/** Query of the CSV exports (strict: a wrong id is a 400/404, not a silent default). */
export const keywordExportSchema = z.object({
  view: z.enum(KEYWORD_VIEWS, "Unknown export."),
  set: z.coerce.number("Choose an import.").int().positive().max(2_147_483_647),
  crawl: z.string().uuid("Choose a crawl.").optional(),
  cluster: z.string().trim().max(200).optional(),
});
export type KeywordExport = z.infer<typeof keywordExportSchema>;

export const KEYWORD_TEXTS = {
  noSet: "That keyword set does not exist.",
  noCluster: "That cluster is not in this keyword set.",
  noCrawl: "That crawl does not exist.",
  notMapped: "This cluster already has a page that targets it.",
  researchExists: (title: string) => `A content research item for this gap already exists ("${title}").`,
  tooLarge: "The file is larger than 5 MB.",
  empty: "Choose a file to import.",
  notUtf8: "The file is not UTF-8 text. Export it again as CSV (UTF-8).",
  binary: "The file holds binary data (a NUL byte): it is not a CSV file.",
  formula: (line: number, cell: string) =>
    `Line ${line}: the cell "${cell.slice(0, 40)}" starts like a spreadsheet formula (= + - @). Nothing was imported.`,
  noHeader: "The file has no header line.",
  zipBad: "The zip file could not be read.",
  zipBomb: "The zip file inflates to more than 20 MB: it is refused.",
  zipEntries: "The zip holds more than 20 files: it is not a Search Console export.",
  zipNoQueries: "The zip has no Queries.csv: export the Performance report from Search Console again.",
  zipEncrypted: "The zip is protected by a password.",
  noGenerate: "Choose at least one service and one modifier.",
  tooMany: (count: number) => `That would make ${count.toLocaleString("en-US")} keywords; the most at once is 20,000.`,
} as const;
