/**
 * Responsive images (spec public-site §9): the widths the image endpoint
 * renders and the rules for which of them a page asks for. Shared by the
 * Image component and the server's /images endpoint.
 */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536, 1920] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export const IMAGE_QUALITY = 80;
export const DEFAULT_IMAGE_WIDTH = 1200;
export const DEFAULT_IMAGE_HEIGHT = 675; // 16:9

/** Source folders under public/ the endpoint may read (nothing else is ever resized). */
export const IMAGE_SOURCE_FOLDERS = ["art"] as const;
const SOURCE_PATTERN = /^\/(art)\/[a-z0-9][a-z0-9-]*\.(svg|png|jpe?g|webp)$/;

/**
 * The media library's images (app/lib/content/media.ts): `/media/<key>.<ext>`, the key
 * random and ours. Here, not in media.ts, so the public Image component does
 * not pull the library's schemas (zod) into a page's script.
 */
export const MEDIA_SOURCE_PATTERN = /^\/media\/([a-z0-9]{20,40})\.(jpg|png|webp|avif|svg)$/;

/** `/art/hero-growth.svg` and the media library's `/media/<key>.<ext>` can be resized; anything else is used as it is. */
export function isResizableSource(src: string): boolean {
  return SOURCE_PATTERN.test(src) || MEDIA_SOURCE_PATTERN.test(src);
}

export function imageVariantUrl(src: string, width: ImageWidth): string {
  return `/images${src}?w=${width}`;
}

/** Widths worth offering for an image shown at most `displayWidth` CSS pixels wide: up to 2x for dense screens. */
export function srcsetWidths(displayWidth: number): ImageWidth[] {
  const wanted = IMAGE_WIDTHS.filter((width) => width <= displayWidth * 2);
  return wanted.length > 0 ? wanted : [IMAGE_WIDTHS[0]];
}

/** The `src` fallback: the smallest width that covers the display width at 1x. */
export function defaultVariantWidth(displayWidth: number): ImageWidth {
  return IMAGE_WIDTHS.find((width) => width >= displayWidth) ?? IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
}

const PEOPLE_WORDS =
  /\b(team|teams|person|people|staff|doctor|doctors|therapist|therapists|client|clients|family|families|portrait|counselor|counselors|nurse|nurses|patient|patients|leader|leadership|founder|headshot|member|members|man|woman|men|women)\b/i;

export const FALLBACK_PEOPLE_IMAGE = "/art/fallback-people.svg";
export const FALLBACK_DEFAULT_IMAGE = "/art/fallback-default.svg";
export const FAILED_IMAGE_ALT = "Image could not be loaded";

/** The image shown when one fails to load: a people-style one when the keywords are about people. */
export function fallbackImageFor(keywords: string | readonly string[] | undefined): string {
  const text: string = typeof keywords === "string" ? keywords : (keywords ?? []).join(" ");
  return PEOPLE_WORDS.test(text.replace(/[-_/.]/g, " ")) ? FALLBACK_PEOPLE_IMAGE : FALLBACK_DEFAULT_IMAGE;
}
