import { createHash } from "node:crypto";
import { z } from "zod";
import { MEDIA_EXTENSIONS } from "~/lib/content/media";
import { BUNDLE_FORMAT_VERSION, BUNDLE_MAX_ENTRIES, BUNDLE_MAX_UNPACKED_BYTES, MIGRATION_TEXT } from "~/lib/content/migration";
import { isPagePath, normalizePagePath } from "~/lib/content/page-path";
import { type PageSchema, pageSchema } from "~/lib/content/page-schema";
import { draftPageSchema } from "~/lib/content/studio";
import { checkSource, checkTarget } from "~/lib/seo/redirects";
import { AppError } from "../../../http";
import { sniff } from "../../media/sniff";
import { checkSvg } from "../../media/svg";
import { sanitizePageSchema, sanitizeRichText } from "../../rich-text/sanitize";
import {
  type Bundle,
  cityRecord,
  contentRecord,
  DATA_FILES,
  type Manifest,
  manifestSchema,
  mediaRecord,
  pageRecord,
  redirectRecord,
  stateRecord,
} from "./format";
import { readZip, ZipRefusal } from "./zip";

const refuse = (message: string) => new AppError("BAD_REQUEST", message, { fields: { file: message } });
const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/**
 * A bundle's bytes as checked records, or an AppError (4xx) saying what is
 * wrong; nothing is written here. In order: the archive (size caps, names),
 * the manifest (present, readable, not of a newer format), every file
 * against its manifest hash (and no file the manifest does not list), then
 * every record against the format's schemas. Text that reaches pages is
 * sanitised here with the site's rich-text allow-list (a `<script>` in a
 * record never survives the import), and every image is checked by its
 * bytes as an upload would be (type sniffed, SVG against the allow-list).
 */
export function readBundle(bytes: Uint8Array): Bundle {
  let files: Map<string, Buffer>;
  try {
    files = readZip(bytes, { maxEntries: BUNDLE_MAX_ENTRIES, maxTotalBytes: BUNDLE_MAX_UNPACKED_BYTES });
  } catch (error) {
    if (error instanceof ZipRefusal) {
      const message =
        error.reason === "corrupt" && /not a readable ZIP/.test(error.message) ? MIGRATION_TEXT.notZip : error.message;
      throw error.reason === "too-large"
        ? new AppError("PAYLOAD_TOO_LARGE", message, { fields: { file: message } })
        : refuse(message);
    }
    throw error;
  }
  const manifest = readManifest(files.get("manifest.json"));
  for (const name of files.keys()) {
    if (name !== "manifest.json" && !manifest.files[name]) throw refuse(MIGRATION_TEXT.unlistedFile(name));
  }
  for (const [name, listed] of Object.entries(manifest.files)) {
    const file = files.get(name);
    if (!file) throw refuse(MIGRATION_TEXT.missingFile(name));
    if (sha256(file) !== listed.sha256 || file.byteLength !== listed.bytes) throw refuse(MIGRATION_TEXT.hashMismatch(name));
  }
  const json = <S extends z.ZodType>(name: string, schema: S): z.output<S>[] => {
    const file = files.get(name);
    if (!file) throw refuse(MIGRATION_TEXT.missingFile(name));
    let value: unknown;
    try {
      value = JSON.parse(file.toString("utf8"));
    } catch {
      throw refuse(MIGRATION_TEXT.badRecords(name, "it is not valid JSON"));
    }
    const parsed = z.array(schema).max(200_000).safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw refuse(MIGRATION_TEXT.badRecords(name, `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`));
    }
    return parsed.data;
  };

  const pages = json(DATA_FILES.page, pageRecord).map((page, index) => {
    const where = `${DATA_FILES.page} #${index + 1}`;
    const path = normalizePagePath(page.path);
    if (path !== page.path || !isPagePath(path))
      throw refuse(MIGRATION_TEXT.badRecords(where, `"${page.path}" is not a page path`));
    // A published version holds to the publish contract; a page never published (made from a template and left
    // unpublished) carries its draft, which may still have empty fields (issue 35 A5: its export could not be
    // imported back). Either is sanitised the same way.
    const checkedSchema = (schema: unknown, label: string, published: boolean) => {
      const parsed = (published ? pageSchema : draftPageSchema).safeParse(schema);
      if (!parsed.success) throw refuse(MIGRATION_TEXT.badRecords(where, `${label} of ${path} is not a valid page schema`));
      return sanitizePageSchema(parsed.data as PageSchema);
    };
    if (page.redirectTo !== null && !checkTarget(page.redirectTo).ok)
      throw refuse(MIGRATION_TEXT.badRecords(where, `the redirect of ${path} is not a path or http(s) address`));
    return {
      ...page,
      schema: checkedSchema(page.schema, "the schema", page.version > 0),
      versions: page.versions.map((version) => ({
        ...version,
        schema: checkedSchema(version.schema, `version ${version.version}`, true),
      })),
    };
  });
  unique(
    pages.map((page) => page.path),
    DATA_FILES.page,
  );

  const content = json(DATA_FILES.content, contentRecord).map((record) => ({
    ...record,
    content: sanitizeRichText(record.content),
    versions: record.versions.map((version) => ({ ...version, schema: sanitizeVersionSchema(version.schema) })),
  }));
  unique(content.map(contentKey), DATA_FILES.content);

  const states = json(DATA_FILES.state, stateRecord);
  unique(
    states.map((state) => state.abbreviation),
    DATA_FILES.state,
  );
  const cities = json(DATA_FILES.city, cityRecord);
  unique(cities.map(cityKey), DATA_FILES.city);

  const redirects = json(DATA_FILES.redirect, redirectRecord).map((redirect, index) => {
    const where = `${DATA_FILES.redirect} #${index + 1}`;
    const source = checkSource(redirect.fromPath);
    if (!source.ok) throw refuse(MIGRATION_TEXT.badRecords(where, source.message));
    const target = checkTarget(redirect.toTarget);
    if (!target.ok) throw refuse(MIGRATION_TEXT.badRecords(where, target.message));
    return { ...redirect, fromPath: source.value, toTarget: target.value };
  });
  unique(
    redirects.map((redirect) => redirect.fromPath),
    DATA_FILES.redirect,
  );

  const media = json(DATA_FILES.media, mediaRecord);
  const mediaFiles = new Map<string, Buffer>();
  for (const item of media) {
    const expected = `media/${item.key}.${MEDIA_EXTENSIONS[item.type]}`;
    if (item.file !== expected) throw refuse(MIGRATION_TEXT.badMedia(item.file, `its file must be named ${expected}`));
    const file = files.get(item.file);
    if (!file) throw refuse(MIGRATION_TEXT.missingFile(item.file));
    if (sha256(file) !== item.sha256) throw refuse(MIGRATION_TEXT.hashMismatch(item.file));
    const actual = sniff(file);
    if (actual !== item.type) throw refuse(MIGRATION_TEXT.badMedia(item.file, `its contents are ${actual}, not ${item.type}`));
    if (item.type === "svg") {
      const svg = checkSvg(file.toString("utf8"));
      if (!svg.ok) throw refuse(MIGRATION_TEXT.badMedia(item.file, svg.reason));
    }
    mediaFiles.set(item.file, file);
  }
  unique(
    media.map((item) => item.sha256),
    DATA_FILES.media,
  );
  unique(
    media.map((item) => item.key),
    DATA_FILES.media,
  );

  return { manifest, pages, content, states, cities, redirects, media, files: mediaFiles };
}

function readManifest(file: Buffer | undefined): Manifest {
  if (!file) throw refuse(MIGRATION_TEXT.missingManifest);
  let value: unknown;
  try {
    value = JSON.parse(file.toString("utf8"));
  } catch {
    throw refuse(MIGRATION_TEXT.badManifest("it is not valid JSON."));
  }
  // The version first: a newer bundle may have fields this app does not know, and deserves that message, not "invalid".
  const version = (value as { formatVersion?: unknown } | null)?.formatVersion;
  if (typeof version === "number" && Number.isInteger(version) && version > BUNDLE_FORMAT_VERSION) {
    throw refuse(MIGRATION_TEXT.newerFormat(version));
  }
  const parsed = manifestSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw refuse(MIGRATION_TEXT.badManifest(`${issue?.path.join(".") || "the manifest"}: ${issue?.message ?? "invalid"}.`));
  }
  return parsed.data;
}

function unique(keys: string[], file: string) {
  const seen = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) throw refuse(MIGRATION_TEXT.badRecords(file, `two records have the key ${key}`));
    seen.add(key);
  }
}

/** A content version's stored fields: its HTML sanitised like the record's. */
function sanitizeVersionSchema(schema: unknown): unknown {
  if (!schema || typeof schema !== "object" || Array.isArray(schema)) return schema;
  const fields = schema as Record<string, unknown>;
  return typeof fields.content === "string" ? { ...fields, content: sanitizeRichText(fields.content) } : schema;
}

/**
 * The stable key of a content record: content type and slug; a city service
 * record has no slug, so its content type, state, city and service type.
 */
export function contentKey(record: {
  contentType: string;
  slug: string | null;
  state: string | null;
  city: string | null;
  serviceType: string | null;
}): string {
  if (record.slug !== null) return `${record.contentType}/${record.slug}`;
  return `${record.contentType}:${record.state ?? ""}/${record.city ?? ""}/${record.serviceType ?? ""}`;
}

export const cityKey = (city: { state: string; slug: string }) => `${city.state}/${city.slug}`;
