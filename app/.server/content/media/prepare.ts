import sharp, { type Metadata } from "sharp";
import { MEDIA_MAX_PIXELS, MEDIA_TEXT, MEDIA_TYPE_LABELS, type MediaType } from "~/lib/content/media";
import { BIDI_CONTROL } from "~/lib/leads/lead-validation";
import { sniff } from "./sniff";
import { checkSvg } from "./svg";

/**
 * An upload made ready to store, or the reason it is refused. The type comes
 * from the bytes (sniff.ts). Raster images are decoded and encoded again by
 * sharp: the EXIF orientation is applied to the pixels first, and sharp
 * writes no metadata unless asked, so EXIF (GPS, camera, time), XMP, IPTC and
 * comments never reach the store, and anything appended after the image (the
 * HTML half of a polyglot) is gone. Animated WebP/AVIF keep their first frame.
 */
export type Prepared =
  | { ok: true; type: MediaType; bytes: Buffer; width: number | null; height: number | null }
  | { ok: false; status: 400 | 413 | 415; message: string };

const refuse = (status: 400 | 413 | 415, message: string): Prepared => ({ ok: false, status, message });

/** sharp's name for each raster type (AVIF is a HEIF container with AV1 inside). */
const SHARP_FORMAT: Record<Exclude<MediaType, "svg">, string> = { jpeg: "jpeg", png: "png", webp: "webp", avif: "heif" };

export async function prepareUpload(input: Uint8Array, maxBytes: number): Promise<Prepared> {
  if (input.byteLength === 0) return refuse(400, MEDIA_TEXT.empty);
  if (input.byteLength > maxBytes) return refuse(413, MEDIA_TEXT.tooLarge(maxBytes));
  const type = sniff(input);
  if (type === "html") return refuse(415, MEDIA_TEXT.htmlNamedImage);
  if (type === "unknown") return refuse(415, MEDIA_TEXT.unknownType);
  if (type === "svg") return prepareSvg(input);

  const options = { limitInputPixels: MEDIA_MAX_PIXELS, failOn: "error" as const };
  let meta: Metadata;
  try {
    meta = await sharp(input, options).metadata();
  } catch {
    return refuse(400, MEDIA_TEXT.unreadable(MEDIA_TYPE_LABELS[type]));
  }
  if ((meta.width ?? 0) * (meta.height ?? 0) > MEDIA_MAX_PIXELS) return refuse(400, MEDIA_TEXT.tooManyPixels);
  if (meta.format !== SHARP_FORMAT[type]) return refuse(400, MEDIA_TEXT.unreadable(MEDIA_TYPE_LABELS[type]));
  try {
    const oriented = sharp(input, options).rotate();
    const encoded =
      type === "jpeg"
        ? oriented.jpeg({ quality: 90, mozjpeg: true })
        : type === "png"
          ? oriented.png({ compressionLevel: 9 })
          : type === "webp"
            ? oriented.webp({ quality: 90 })
            : oriented.avif({ quality: 70, effort: 4 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { ok: true, type, bytes: data, width: info.width, height: info.height };
  } catch (error) {
    if (String(error).includes("pixel limit")) return refuse(400, MEDIA_TEXT.tooManyPixels);
    return refuse(400, MEDIA_TEXT.unreadable(MEDIA_TYPE_LABELS[type]));
  }
}

async function prepareSvg(input: Uint8Array): Promise<Prepared> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(input).replace(/^\uFEFF/, "");
  } catch {
    return refuse(400, MEDIA_TEXT.svgRefused("it is not UTF-8 text"));
  }
  const checked = checkSvg(text);
  if (!checked.ok) return refuse(400, MEDIA_TEXT.svgRefused(checked.reason));
  const bytes = Buffer.from(checked.svg, "utf-8");
  try {
    // The stored file must render: the image pipeline rasterises it for every page that shows it.
    const meta = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
    return { ok: true, type: "svg", bytes, width: meta.width ?? null, height: meta.height ?? null };
  } catch {
    return refuse(400, MEDIA_TEXT.unreadable("SVG"));
  }
}

/** Control characters, by code: a name with one is refused. */
const hasControl = (text: string) => [...text].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);

/** A file name as people see it: no folders, no "..", no control characters, at most 200 characters; null when it is not one. */
export function displayName(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 200 || /[/\\]/.test(trimmed) || trimmed.includes("..") || hasControl(trimmed)) return null;
  // A bidirectional control shows another name than the file has ("\u202egnp.exe" reads "exe.png"): the lead forms'
  // rule (issue 35 B6).
  if (BIDI_CONTROL.test(trimmed)) return null;
  return trimmed;
}
