import { z } from "zod";
import { uploadedFile } from "./upload-file";

/**
 * The WordPress (WXR) import of /content-migration/wordpress (issue 24 item
 * 7): its limits and the texts people read. Server code:
 * app/.server/content/migration/wordpress; rules: docs/content-migration.md.
 */

/** The largest WXR file taken: 32 MB holds several thousand posts (images are fetched, not in the file). */
export const WXR_MAX_BYTES = 32 * 1024 * 1024;
/** Items (posts, pages, attachments) in one file. */
export const WXR_MAX_ITEMS = 20_000;
/** Images fetched for one import at a time. */
export const WXR_IMAGE_CONCURRENCY = 4;
/** A claimed item whose run stopped renewing its claim (a killed process) is taken again after this long. */
export const WXR_CLAIM_STALE_MS = 15_000;
/** How often a run renews the claims of the items it works on. */
export const WXR_CLAIM_RENEW_MS = 5_000;

export const WXR_IMPORT_STATUSES = ["queued", "running", "done", "failed"] as const;
export type WxrImportStatus = (typeof WXR_IMPORT_STATUSES)[number];
export const WXR_ITEM_STATUSES = ["pending", "working", "done", "skipped", "failed"] as const;
export type WxrItemStatus = (typeof WXR_ITEM_STATUSES)[number];

export const WXR_TEXT = {
  title: "WordPress import",
  intro:
    "Upload the file WordPress makes under Tools → Export (All content). Published posts become blog articles and published pages become pages; their images are copied into the media library and every old address redirects to the new one.",
  fileLabel: "WordPress export file (.xml)",
  fileHint: (max: string) => `A WXR file of at most ${max}.`,
  start: "Upload and import",
  noFile: "Choose the WordPress export file (.xml) to upload.",
  oneFile: "Upload one export file at a time.",
  tooLarge: (max: string) => `The file is larger than ${max}: export fewer posts at a time (Tools → Export lets you pick dates).`,
  notXml: "This file is not XML: upload the .xml file WordPress makes under Tools → Export.",
  notWxr: "This XML file is not a WordPress export (WXR): it has no <rss> with WordPress items.",
  doctype:
    "The file declares a DOCTYPE with entities or an external DTD. WordPress exports never do; such declarations can expand to gigabytes or read files, so the file is refused before anything else is read.",
  malformed: (detail: string) => `The file could not be read as XML: ${detail}`,
  noItems: "The export holds no posts, pages or attachments.",
  tooManyItems: (max: number) => `The export holds more than ${max.toLocaleString("en-US")} items: export it in parts.`,
  queued: (id: number, items: number) =>
    `Import ${id} started with ${items} item${items === 1 ? "" : "s"}; progress is shown below.`,
  missing: "No such import.",
  statusLabels: { queued: "Queued", running: "Running", done: "Finished", failed: "Failed" } as Record<WxrImportStatus, string>,
  itemLabels: {
    pending: "Waiting",
    working: "In progress",
    done: "Imported",
    skipped: "Skipped",
    failed: "Failed",
  } as Record<WxrItemStatus, string>,
  reportEmpty: "Nothing failed or was skipped.",
} as const;

/** Room for the multipart envelope around the file. */
export const WXR_FORM_MAX_BYTES = WXR_MAX_BYTES + 64 * 1024;

/** The upload form: exactly one non-empty file in `file`. */
export const wordpressUploadForm = z.object({ file: uploadedFile(WXR_TEXT) });

/** /content-migration/wordpress?import=<id>: the import to show (the latest when absent). */
export const wordpressQuery = z.object({
  import: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
});
