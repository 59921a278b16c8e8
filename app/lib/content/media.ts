import { z } from "zod";
import { uploadedFile } from "./upload-file";

export { MEDIA_SOURCE_PATTERN } from "../images";

/**
 * The media library (/admin/media, issue 22 item 10): the image types it
 * takes, its list's query, its forms and its texts. Server code is in
 * app/.server/content/media/.
 */
export const MEDIA_TYPES = ["jpeg", "png", "webp", "avif", "svg"] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const MEDIA_EXTENSIONS: Record<MediaType, string> = { jpeg: "jpg", png: "png", webp: "webp", avif: "avif", svg: "svg" };
export const MEDIA_MIME: Record<MediaType, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
};
export const MEDIA_TYPE_LABELS: Record<MediaType, string> = { jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF", svg: "SVG" };

/**
 * A media item's public address: `/media/<key>.<ext>`. Pages keep this in
 * their schema (an image `src`); the image pipeline serves it at the spec's
 * widths as `/images/media/<key>.<ext>?w=<width>`. The key is ours (random),
 * never the uploader's file name, so no name can reach the file system.
 */
export const mediaSrc = (key: string, type: MediaType) => `/media/${key}.${MEDIA_EXTENSIONS[type]}`;

/** The longest alt text: a sentence or two, as WCAG advice has it. */
export const ALT_MAX = 250;
export const MEDIA_PAGE_SIZE = 24;
/** Images taller or wider than this many pixels in all are refused (decompression bombs). */
export const MEDIA_MAX_PIXELS = 40_000_000;

export const MEDIA_TEXT = {
  noFile: "Choose an image file to upload.",
  empty: "The file is empty.",
  tooLarge: (maxBytes: number) => `The image is larger than ${formatBytes(maxBytes)}, the most the media library takes.`,
  badName: "The file name must be a plain name, without folders or control characters.",
  unknownType: "This file is not a JPEG, PNG, WebP, AVIF or SVG image (its contents were checked, not its name).",
  nameMismatch: (named: string, actual: string) =>
    `The file's name says ${named} but its contents are ${actual}. It was not stored.`,
  htmlNamedImage: "This file contains HTML, not an image, whatever its name says. It was not stored.",
  unreadable: (type: string) => `The file looks like ${type} but could not be read as an image. It was not stored.`,
  tooManyPixels: "The image has too many pixels (more than 40 million). Resize it and upload it again.",
  svgRefused: (reason: string) => `This SVG was refused: ${reason}. Remove it and upload the file again.`,
  altRequired: "Write the alt text: what the image shows, for people who cannot see it.",
  altTooLong: `Alt text can be at most ${ALT_MAX} characters.`,
  notFound: "This image does not exist (it may have been deleted).",
  inUse: (places: string[]) => `This image is used on ${places.join(", ")}. Replace it there first, or use "Replace everywhere".`,
  replaceSame: "Choose a different image to replace this one with.",
  replacementNeedsAlt: "The replacement image needs alt text before it can be used.",
} as const;

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}

const altText = z
  .string({ error: MEDIA_TEXT.altRequired })
  .transform((value) => value.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, MEDIA_TEXT.altRequired).max(ALT_MAX, MEDIA_TEXT.altTooLong));

const mediaId = z.uuid({ error: MEDIA_TEXT.notFound });

/** An upload's alt text: optional there (an image without it waits for it before any page may use it). */
const uploadAlt = z
  .string({ error: "Alt text must be text." })
  .max(ALT_MAX, MEDIA_TEXT.altTooLong)
  .optional()
  .transform((value) => value?.replace(/\s+/g, " ").trim() || null);

/** An upload (POST /api/admin/media, or the page's form without JS): exactly one file in `file`, optional text `alt`. */
export const mediaUploadForm = z.object({
  file: uploadedFile({ noFile: MEDIA_TEXT.noFile, oneFile: "Upload one file at a time." }, { allowEmpty: true }),
  alt: uploadAlt,
});
export type MediaUpload = z.output<typeof mediaUploadForm>;

/** Room for the multipart envelope and the other fields around the file. */
export const MEDIA_FORM_OVERHEAD = 64 * 1024;
/**
 * The largest MEDIA_MAX_BYTES the server takes (app/.server/config.ts): the page form's read stops there; the
 * configured limit is the library's own check, with its message and 413.
 */
export const MEDIA_MAX_BYTES_CEILING = 52_428_800;

/** The page's form posts: the upload without JS (with JS it goes to POST /api/admin/media), alt text, replace, delete. */
export const mediaActionSchema = z.discriminatedUnion(
  "intent",
  [
    mediaUploadForm.extend({ intent: z.literal("upload") }),
    z.object({ intent: z.literal("alt"), id: mediaId, alt: altText }),
    z.object({ intent: z.literal("delete"), id: mediaId }),
    z.object({ intent: z.literal("replace"), id: mediaId, withId: mediaId }),
  ],
  { error: "Unknown action." },
);
export type MediaAction = z.output<typeof mediaActionSchema>;

export const MEDIA_SORTS = ["newest", "oldest", "name", "size"] as const;
export const MEDIA_USE_FILTERS = ["all", "used", "unused", "missing-alt"] as const;

/** /admin/media?q=&type=&use=&sort=&page=: anything unknown falls back to the default, never an error page. */
export const mediaQuerySchema = z.object({
  q: z.string().max(200).catch("").default(""),
  type: z
    .enum(["all", ...MEDIA_TYPES])
    .catch("all")
    .default("all"),
  use: z.enum(MEDIA_USE_FILTERS).catch("all").default("all"),
  sort: z.enum(MEDIA_SORTS).catch("newest").default("newest"),
  page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
});
export type MediaQuery = z.output<typeof mediaQuerySchema>;
