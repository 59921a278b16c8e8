import { z } from "zod";
import { uploadedFile } from "./upload-file";

/**
 * /content-migration (issue 24 item 7): export and import of a bundle. The
 * format's constants, the screen's texts and the forms' schemas; server code
 * is in app/.server/content/migration/bundle/ and the rules are in
 * docs/content-migration.md. (The WordPress import has its own file,
 * content-migration-wordpress.ts.)
 */

/** The bundle format this app writes and the newest it reads. Raise it when a reader of the old format would misread the new one. */
export const BUNDLE_FORMAT_VERSION = 1;

/** The largest upload taken: a site's records and its original images. */
export const BUNDLE_MAX_UPLOAD_BYTES = 200 * 1024 * 1024;
/** The most the archive may unpack to, all files together (checked before and while inflating). */
export const BUNDLE_MAX_UNPACKED_BYTES = 512 * 1024 * 1024;
/** The most files in one archive. */
export const BUNDLE_MAX_ENTRIES = 20_000;
/** A dry run older than this must be run again before it is applied. */
export const PLAN_MAX_AGE_MS = 60 * 60 * 1000;

export const RECORD_KINDS = ["page", "content", "state", "city", "redirect", "media"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_KIND_LABELS: Record<RecordKind, string> = {
  page: "Page",
  content: "Content record",
  state: "State",
  city: "City",
  redirect: "Redirect",
  media: "Media",
};

export const CHANGE_KINDS = ["new", "updated", "unchanged", "conflict"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];
export const CHANGE_LABELS: Record<ChangeKind, string> = {
  new: "New",
  updated: "Updated",
  unchanged: "Unchanged",
  conflict: "Conflicting",
};

export type PlanCounts = Record<ChangeKind, number>;

/** One field that differs: this site's value and the bundle's, shortened for the screen. */
export interface FieldDiff {
  field: string;
  here: string;
  bundle: string;
}

/** One record of the dry run. */
export interface PlanItem {
  kind: RecordKind;
  /** The stable key, as people read it: `/rehab/seo`, `blog_article/what-is-iop`, `TX`, `TX/austin`, `/old`, `sha256:ab12…`. */
  key: string;
  change: ChangeKind;
  /** Why a record conflicts (shown with both sides), or what an update changes. */
  reason?: string;
  fields: FieldDiff[];
}

export interface PlanView {
  id: string;
  createdAt: string;
  status: "planned" | "applied" | "expired";
  source: { publicUrl: string; madeAt: string; appVersion: string; formatVersion: number };
  counts: PlanCounts;
  items: PlanItem[];
}

export const MIGRATION_TEXT = {
  title: "Content migration",
  intro:
    "Move a site's content between instances: export a bundle here, import it there. An import always shows a dry run first and never deletes anything.",
  exportHeading: "Export",
  exportIntro:
    "A ZIP bundle of page schemas (with their versions), content records (with their versions), states and cities, redirects, and the media library's original images.",
  exportButton: "Download bundle",
  importHeading: "Import a bundle",
  importIntro:
    "Upload a bundle exported from this app. You will see what would change, record by record, before anything is written.",
  fileLabel: "Bundle file (.zip)",
  dryRunButton: "Upload and dry run",
  applyButton: "Apply this import",
  wordpressLink: "Import from WordPress",
  wordpressIntro: "Posts, pages and images from a WordPress export file (WXR).",
  noFile: "Choose a bundle file (.zip) to upload.",
  oneFile: "Upload one bundle at a time.",
  tooLarge: `The bundle is larger than ${BUNDLE_MAX_UPLOAD_BYTES / (1024 * 1024)} MB, the most taken.`,
  notZip: "This file is not a bundle: send the .zip file the export made.",
  missingManifest: "The archive has no manifest.json: it is not a bundle made by this app.",
  badManifest: (problem: string) => `The bundle's manifest cannot be read: ${problem}`,
  newerFormat: (theirs: number) =>
    `This bundle uses format version ${theirs}, made by a newer version of the app; this app reads up to version ${BUNDLE_FORMAT_VERSION}. Update this instance first, then import it.`,
  hashMismatch: (file: string) =>
    `${file} does not match the hash in the bundle's manifest: the bundle was changed or damaged. Nothing was imported.`,
  missingFile: (file: string) => `The manifest lists ${file}, but the archive does not hold it.`,
  unlistedFile: (file: string) => `The archive holds ${file}, which the manifest does not list.`,
  badRecords: (file: string, problem: string) => `${file} holds a record that cannot be imported: ${problem}`,
  badMedia: (file: string, problem: string) => `${file} cannot be imported as an image: ${problem}`,
  planNotFound: "This dry run does not exist, or belongs to another person's import. Upload the bundle again.",
  planApplied: "This dry run was already applied. Upload the bundle again to import it once more.",
  planExpired: "This dry run is too old or was replaced by a newer one. Upload the bundle again to run a fresh dry run.",
  planStale:
    "The content on this site changed since the dry run, so its list of changes may be wrong. Upload the bundle again for a fresh dry run.",
  applied: (counts: PlanCounts) =>
    `Imported: ${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.conflict} conflicting left as they were.`,
  planned: (counts: PlanCounts) =>
    `Dry run: ${counts.new} new, ${counts.updated} updated, ${counts.unchanged} unchanged, ${counts.conflict} conflicting. Nothing has been written yet.`,
  nothingToDo: "Nothing to import: every record in the bundle is already here as it is, or conflicts.",
} as const;

export const planIdSchema = z.uuid({ error: MIGRATION_TEXT.planNotFound });

/** The page's form posts (the upload itself is a multipart form with `file`). */
export const migrationActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({ intent: z.literal("dry-run"), file: uploadedFile(MIGRATION_TEXT) }),
    z.object({ intent: z.literal("apply"), planId: planIdSchema }),
  ],
  { error: "Unknown action." },
);

/** Room for the multipart envelope and the form's other fields around the bundle. */
export const BUNDLE_FORM_MAX_BYTES = BUNDLE_MAX_UPLOAD_BYTES + 64 * 1024;

/** The dry run's table filters (query string). */
export const planFilterSchema = z.object({
  plan: planIdSchema.optional().catch(undefined),
  change: z.enum(CHANGE_KINDS).optional().catch(undefined),
  kind: z.enum(RECORD_KINDS).optional().catch(undefined),
});
