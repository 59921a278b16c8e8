import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { asc, eq } from "drizzle-orm";
import { MEDIA_EXTENSIONS, type MediaType } from "~/lib/content/media";
import { BUNDLE_FORMAT_VERSION } from "~/lib/content/migration";
import { type Actor, recordAudit } from "../../../auth";
import {
  cities,
  contentResearch,
  contentResearchVersions,
  type Db,
  mediaAssets,
  pageSchemas,
  pageSchemaVersions,
  redirects,
  states,
} from "../../../db";
import type { MediaStorage } from "../../media/storage";
import {
  type CityRecord,
  type ContentRecord,
  DATA_FILES,
  type Manifest,
  type MediaRecord,
  type PageRecord,
  type RedirectRecord,
  type StateRecord,
} from "./format";
import { writeZip, type ZipSource } from "./zip";

export interface BundleDeps {
  db: Db;
  storage: MediaStorage;
  /** This instance's PUBLIC_URL, written into the manifest. */
  publicUrl: string;
  secret: string;
  clientIp?: string;
}

const iso = (date: Date) => date.toISOString();

/** A page's or an article's published versions as the bundle keeps them (the same fields for both). */
function versionRecords(
  rows: { version: number; schema: unknown; publishedBy: string | null; publishedAt: Date; note: string | null }[],
): PageRecord["versions"] {
  return rows.map((version) => ({
    version: version.version,
    schema: version.schema,
    publishedBy: version.publishedBy,
    publishedAt: iso(version.publishedAt),
    note: version.note,
  }));
}

/** The app's version from package.json (the process runs from the project's folder), or `unknown`. Read per export: exports are rare. */
export function appVersion(): string {
  try {
    const parsed = JSON.parse(readFileSync(path.join(process.cwd(), "package.json"), "utf8")) as { version?: unknown };
    return typeof parsed.version === "string" ? parsed.version.slice(0, 40) : "unknown";
  } catch {
    return "unknown";
  }
}

/** Every record the bundle carries, read from the database (records only; media files are read one at a time later). */
export async function readRecords(db: Db) {
  const pageRows = await db.select().from(pageSchemas).orderBy(asc(pageSchemas.path));
  const pageVersionRows = await db.select().from(pageSchemaVersions).orderBy(asc(pageSchemaVersions.version));
  const pages: PageRecord[] = pageRows.map((row) => ({
    path: row.path,
    type: row.type as PageRecord["type"],
    status: row.status as PageRecord["status"],
    schema: row.schema,
    redirectTo: row.redirectTo,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    versions: versionRecords(pageVersionRows.filter((version) => version.pageSchemaId === row.id)),
  }));

  const contentRows = await db.select().from(contentResearch).orderBy(asc(contentResearch.id));
  const contentVersionRows = await db.select().from(contentResearchVersions).orderBy(asc(contentResearchVersions.version));
  const content: ContentRecord[] = contentRows.map((row) => ({
    contentType: row.contentType,
    slug: row.slug,
    city: row.city,
    state: row.state,
    serviceType: row.serviceType,
    status: row.status as ContentRecord["status"],
    title: row.title,
    content: row.content,
    excerpt: row.excerpt,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    service: row.service,
    author: row.author,
    publishedAt: row.publishedAt ? iso(row.publishedAt) : null,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    versions: versionRecords(contentVersionRows.filter((version) => version.contentResearchId === row.id)),
  }));

  const stateRows = await db.select().from(states).orderBy(asc(states.abbreviation));
  const stateList: StateRecord[] = stateRows.map((row) => ({ name: row.name, abbreviation: row.abbreviation, slug: row.slug }));
  const cityRows = await db
    .select({ city: cities, state: states.abbreviation })
    .from(cities)
    .innerJoin(states, eq(states.id, cities.stateId))
    .orderBy(asc(states.abbreviation), asc(cities.slug));
  const cityList: CityRecord[] = cityRows.map(({ city, state }) => ({
    state,
    slug: city.slug,
    name: city.name,
    isMajor: city.isMajor,
    population: city.population,
    latitude: city.latitude,
    longitude: city.longitude,
    timeZone: city.timeZone,
    updatedAt: iso(city.updatedAt),
  }));

  const redirectRows = await db.select().from(redirects).orderBy(asc(redirects.fromPath));
  const redirectList: RedirectRecord[] = redirectRows.map((row) => ({
    fromPath: row.fromPath,
    toTarget: row.toTarget,
    status: row.status as RedirectRecord["status"],
    note: row.note,
    updatedAt: iso(row.updatedAt),
  }));

  const mediaRows = await db.select().from(mediaAssets).orderBy(asc(mediaAssets.createdAt), asc(mediaAssets.key));
  const media: MediaRecord[] = mediaRows.map((row) => {
    const fileName = `${row.key}.${MEDIA_EXTENSIONS[row.type as MediaType]}`;
    return {
      key: row.key,
      type: row.type as MediaRecord["type"],
      originalName: row.originalName,
      bytes: row.bytes,
      width: row.width,
      height: row.height,
      alt: row.alt,
      sha256: row.sha256,
      updatedAt: iso(row.updatedAt),
      file: `media/${fileName}`,
    };
  });
  return { pages, content, states: stateList, cities: cityList, redirects: redirectList, media };
}

export interface BundleExport {
  fileName: string;
  counts: Record<string, number>;
  /** The archive's bytes, produced as they are read. */
  chunks: AsyncGenerator<Buffer>;
}

/**
 * Starts an export: reads the records, audits the export (`content-migration.export`
 * with its counts) and returns the archive as a stream of chunks. Media files
 * are read from the store one by one while the archive is sent; one that is
 * missing from the store fails the export (the download ends broken rather
 * than pretending to be complete) and is logged by the caller.
 */
export async function exportBundle(deps: BundleDeps, actor: Actor, madeAt = new Date()): Promise<BundleExport> {
  const records = await readRecords(deps.db);
  const counts = {
    pages: records.pages.length,
    pageVersions: records.pages.reduce((sum, page) => sum + page.versions.length, 0),
    content: records.content.length,
    contentVersions: records.content.reduce((sum, record) => sum + record.versions.length, 0),
    states: records.states.length,
    cities: records.cities.length,
    redirects: records.redirects.length,
    media: records.media.length,
  };
  await recordAudit(
    deps.db,
    { actor, action: "content-migration.export", subjectType: "content-migration", after: counts, clientIp: deps.clientIp },
    deps.secret,
  );
  const stamp = madeAt.toISOString().slice(0, 19).replaceAll(":", "").replace("T", "-");
  const host = safeHost(deps.publicUrl);
  return {
    fileName: `content-bundle-${host}-${stamp}.zip`,
    counts,
    chunks: writeZip(entries(deps, records, counts, madeAt), madeAt),
  };
}

function safeHost(publicUrl: string): string {
  try {
    return new URL(publicUrl).host.replace(/[^a-z0-9.-]/gi, "-");
  } catch {
    return "site";
  }
}

async function* entries(
  deps: BundleDeps,
  records: Awaited<ReturnType<typeof readRecords>>,
  counts: Record<string, number>,
  madeAt: Date,
): AsyncGenerator<ZipSource> {
  const files: Manifest["files"] = {};
  const add = (name: string, bytes: Uint8Array) => {
    files[name] = { sha256: createHash("sha256").update(bytes).digest("hex"), bytes: bytes.byteLength };
  };
  const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`, "utf8");
  const data: [string, unknown][] = [
    [DATA_FILES.page, records.pages],
    [DATA_FILES.content, records.content],
    [DATA_FILES.state, records.states],
    [DATA_FILES.city, records.cities],
    [DATA_FILES.redirect, records.redirects],
    [DATA_FILES.media, records.media],
  ];
  for (const [name, value] of data) {
    const bytes = json(value);
    add(name, bytes);
    yield { name, bytes, compress: true };
  }
  for (const item of records.media) {
    const bytes = await deps.storage.get(item.file.slice("media/".length));
    if (!bytes) throw new Error(`media file ${item.file} is missing from the store`);
    add(item.file, bytes);
    yield { name: item.file, bytes, compress: item.type === "svg" };
  }
  const manifest: Manifest = {
    format: "agency-content-bundle",
    formatVersion: BUNDLE_FORMAT_VERSION,
    appVersion: appVersion(),
    madeAt: madeAt.toISOString(),
    sourcePublicUrl: deps.publicUrl,
    counts,
    files,
  };
  // Last, so it can hold the hash of every file before it.
  yield { name: "manifest.json", bytes: json(manifest), compress: true };
}

/** The whole archive in one buffer: for tests and small bundles only (the route streams). */
export async function collect(chunks: AsyncIterable<Buffer>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}
