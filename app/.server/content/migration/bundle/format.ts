import { z } from "zod";
import { MEDIA_TYPES } from "~/lib/content/media";
import { pageTypes } from "~/lib/content/page-schema";
import { CONTENT_STATUSES } from "~/lib/content/status";
import { REDIRECT_STATUSES } from "~/lib/seo/redirects";

/**
 * The bundle's files and their records (format version 1). Every file is
 * read against these schemas before anything is compared: a record that
 * does not fit refuses the whole bundle (400), nothing is half-imported.
 *
 *   manifest.json            format, app version, made at, source PUBLIC_URL, counts, sha256 of every other file
 *   data/pages.json          page_schemas with their versions (page_schema_versions)
 *   data/content.json        content_research records with their versions (content_research_versions)
 *   data/states.json         states
 *   data/cities.json         cities (their state by abbreviation)
 *   data/redirects.json      redirects (hit counts stay behind)
 *   data/media.json          the media library's rows; each names its file
 *   media/<key>.<ext>        the original images (derived sizes are made again by the image pipeline)
 */
export const DATA_FILES = {
  page: "data/pages.json",
  content: "data/content.json",
  state: "data/states.json",
  city: "data/cities.json",
  redirect: "data/redirects.json",
  media: "data/media.json",
} as const;

const isoDate = z.iso.datetime({ offset: true });
const shortText = (max: number) => z.string().max(max);
const nullableText = (max: number) => z.string().max(max).nullable();

const versionRecord = z.object({
  version: z.number().int().min(0).max(1_000_000),
  schema: z.unknown(),
  publishedBy: nullableText(200),
  publishedAt: isoDate,
  note: nullableText(2000),
});

export const pageRecord = z.object({
  path: shortText(200),
  type: z.enum(pageTypes),
  status: z.enum(CONTENT_STATUSES),
  schema: z.unknown(),
  redirectTo: nullableText(500),
  /** The number of its latest published version (0: never published). */
  version: z.number().int().min(0).max(1_000_000),
  /** Shown on the page (article:published_time), so it travels with it. */
  createdAt: isoDate,
  updatedAt: isoDate,
  versions: z.array(versionRecord).max(1000),
});

export const contentRecord = z.object({
  contentType: shortText(80).regex(/^[a-z0-9_-]+$/, "content types are lowercase words"),
  slug: nullableText(200),
  city: nullableText(200),
  state: nullableText(200),
  serviceType: nullableText(200),
  status: z.enum(CONTENT_STATUSES),
  title: shortText(500),
  content: shortText(2_000_000),
  excerpt: nullableText(5000),
  seoTitle: nullableText(500),
  seoDescription: nullableText(1000),
  service: nullableText(200),
  author: nullableText(200),
  publishedAt: isoDate.nullable(),
  createdAt: isoDate,
  updatedAt: isoDate,
  versions: z.array(versionRecord).max(1000),
});

export const stateRecord = z.object({
  name: shortText(100).min(1),
  abbreviation: z.string().regex(/^[A-Z]{2}$/, "a state's abbreviation is two capital letters"),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a slug is lowercase words joined by hyphens")
    .max(100),
});

export const cityRecord = z.object({
  state: z.string().regex(/^[A-Z]{2}$/, "a city's state is a two-letter abbreviation"),
  slug: z
    .string()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a slug is lowercase words joined by hyphens")
    .max(150),
  name: shortText(150).min(1),
  isMajor: z.boolean(),
  population: z.number().int().min(0).max(100_000_000).nullable(),
  latitude: z.number().min(-90).max(90).nullable(),
  longitude: z.number().min(-180).max(180).nullable(),
  timeZone: nullableText(64),
  updatedAt: isoDate,
});

export const redirectRecord = z.object({
  fromPath: shortText(2048),
  toTarget: shortText(2048),
  status: z.union(REDIRECT_STATUSES.map((status) => z.literal(status))),
  note: nullableText(500),
  updatedAt: isoDate,
});

export const mediaRecord = z.object({
  key: z.string().regex(/^[a-z0-9]{20,40}$/, "a media key is 20 to 40 lowercase letters and digits"),
  type: z.enum(MEDIA_TYPES),
  originalName: shortText(255),
  bytes: z.number().int().min(1),
  width: z.number().int().min(0).nullable(),
  height: z.number().int().min(0).nullable(),
  alt: nullableText(250),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
  updatedAt: isoDate,
  file: z.string().max(200),
});

export type PageRecord = z.infer<typeof pageRecord>;
export type ContentRecord = z.infer<typeof contentRecord>;
export type StateRecord = z.infer<typeof stateRecord>;
export type CityRecord = z.infer<typeof cityRecord>;
export type RedirectRecord = z.infer<typeof redirectRecord>;
export type MediaRecord = z.infer<typeof mediaRecord>;

export const manifestSchema = z.object({
  format: z.literal("agency-content-bundle"),
  formatVersion: z.number().int().min(1),
  appVersion: z.string().max(40),
  madeAt: isoDate,
  sourcePublicUrl: z.string().max(500),
  counts: z.record(z.string(), z.number().int().min(0)),
  files: z.record(z.string().max(200), z.object({ sha256: z.string().regex(/^[a-f0-9]{64}$/), bytes: z.number().int().min(0) })),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Everything a bundle holds, checked. */
export interface Bundle {
  manifest: Manifest;
  pages: PageRecord[];
  content: ContentRecord[];
  states: StateRecord[];
  cities: CityRecord[];
  redirects: RedirectRecord[];
  media: MediaRecord[];
  /** Media files by name (`media/<key>.<ext>`). */
  files: Map<string, Buffer>;
}
