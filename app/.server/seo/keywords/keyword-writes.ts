import { eq, inArray, sql } from "drizzle-orm";
import { classifyIntent, KEYWORD_GENERATE_MAX, KEYWORD_TEXTS, normalizeKeyword } from "~/lib/seo/keywords";
import { cities, type Db, states } from "../../db";
import { refusal } from "../outcome";
import { countGenerated, type GeneratePlace, generateKeywords } from "./generate";
import {
  type KeywordResearchDeps,
  type KeywordRowInsert,
  placeNames,
  storeSet,
  type WriteContext,
  type WriteResult,
} from "./keyword-sets";
import { type ImportedKeyword, ImportRefused, readKeywordFile } from "./read-import";

/** The two ways a keyword set is made: generated from our services, places and modifiers, or imported from a file. */
export interface GenerateInput {
  services: string[];
  modifiers: string[];
  stateIds: number[];
  cityIds: number[];
}

/** Services × places × modifiers as a new set; with no place chosen, the major cities. */
export async function generate(deps: KeywordResearchDeps, ctx: WriteContext, input: GenerateInput): Promise<WriteResult> {
  if (input.services.length === 0 || input.modifiers.length === 0) return refusal(400, KEYWORD_TEXTS.noGenerate);
  const places = await chosenPlaces(deps.db(), input);
  if (!places.ok) return places;
  const total = countGenerated(input.services.length, places.value.length, input.modifiers);
  if (total > KEYWORD_GENERATE_MAX) return refusal(413, KEYWORD_TEXTS.tooMany(total));
  const generated = generateKeywords({
    services: input.services,
    places: places.value,
    modifiers: input.modifiers,
    brand: deps.brand,
  });
  if (generated.length === 0) return refusal(400, KEYWORD_TEXTS.noGenerate);
  const setId = await storeSet(
    deps,
    ctx,
    {
      source: "generated",
      fileName: null,
      parts: [`${input.services.length} services`, `${places.value.length} places`, `${input.modifiers.length} modifiers`],
    },
    generated.map((row) => ({
      keyword: row.keyword,
      normalized: row.normalized,
      volume: null,
      difficulty: null,
      position: null,
      url: row.url,
      clicks: null,
      impressions: null,
      ctr: null,
      intent: row.intent,
      modifier: row.modifier,
      service: row.service,
      place: row.place,
    })),
    [],
  );
  return { ok: true, setId, message: `Generated ${generated.length.toLocaleString("en-US")} keywords.` };
}

/** The states and cities chosen (or the major cities), each of which must exist. */
async function chosenPlaces(
  db: Db,
  input: GenerateInput,
): Promise<{ ok: true; value: GeneratePlace[] } | { ok: false; status: number; message: string }> {
  const chosen = input.stateIds.length + input.cityIds.length > 0;
  const cityRows = await db
    .select({ id: cities.id, name: cities.name, slug: cities.slug, stateSlug: states.slug, stateName: states.name })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .where(chosen ? (input.cityIds.length ? inArray(cities.id, input.cityIds) : sql`false`) : eq(cities.isMajor, true))
    .orderBy(states.name, cities.name, cities.id);
  const stateRows = input.stateIds.length
    ? await db.select().from(states).where(inArray(states.id, input.stateIds)).orderBy(states.name)
    : [];
  if (cityRows.length !== new Set(input.cityIds).size && chosen) return refusal(404, "One of the chosen cities does not exist.");
  if (stateRows.length !== new Set(input.stateIds).size) return refusal(404, "One of the chosen states does not exist.");
  return {
    ok: true,
    value: [
      ...stateRows.map((row) => ({ kind: "state" as const, name: row.name, stateSlug: row.slug, stateName: row.name })),
      ...cityRows.map((row) => ({
        kind: "city" as const,
        name: row.name,
        slug: row.slug,
        stateSlug: row.stateSlug,
        stateName: row.stateName,
      })),
    ],
  };
}

/** A Search Console export or a keyword list as a new set; a file that cannot be read is refused with why. */
export async function importFile(
  deps: KeywordResearchDeps,
  ctx: WriteContext,
  input: { source: "search-console" | "generic"; fileName: string; bytes: Uint8Array },
): Promise<WriteResult> {
  let file: ReturnType<typeof readKeywordFile>;
  try {
    file = readKeywordFile(input.bytes, input.source);
  } catch (error) {
    if (error instanceof ImportRefused) return refusal(error.status, error.message);
    throw error;
  }
  if (file.keywords.length === 0 && file.pageRows.length === 0) {
    const why = file.invalid[0] ? ` Line ${file.invalid[0].line}: ${file.invalid[0].reason}` : "";
    return refusal(400, `The file has no rows to import.${why}`);
  }
  const places = await placeNames(deps.db());
  const rows: KeywordRowInsert[] = file.keywords.map((row: ImportedKeyword) => ({
    ...row,
    intent: classifyIntent(row.keyword, { brand: deps.brand, places }),
  }));
  const setId = await storeSet(
    deps,
    ctx,
    { source: input.source, fileName: input.fileName.slice(0, 200) || null, parts: file.parts },
    rows,
    file.pageRows.map((row) => ({ ...row, normalized: row.query === null ? null : normalizeKeyword(row.query) })),
  );
  const skipped = file.invalid.length
    ? ` ${file.invalid.length} row${file.invalid.length === 1 ? "" : "s"} skipped (${file.invalid
        .slice(0, 3)
        .map((row) => `line ${row.line}: ${row.reason}`)
        .join("; ")}).`
    : "";
  return {
    ok: true,
    setId,
    message: `Imported ${rows.length.toLocaleString("en-US")} keywords and ${file.pageRows.length.toLocaleString("en-US")} page rows from ${file.parts.join(", ")}.${skipped}`,
  };
}
