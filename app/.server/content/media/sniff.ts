import type { MediaType } from "~/lib/content/media";

/**
 * What a file is, from its bytes (magic numbers), never from its name or the
 * Content-Type its sender claims. `html` is named so the refusal can say so:
 * an HTML page named photo.jpg is the classic stored-XSS upload.
 */
export type Sniffed = MediaType | "html" | "unknown";

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, index) => bytes[at + index] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** ISO-BMFF `ftyp` box whose major or compatible brands name AVIF (avif: still, avis: sequence). */
function isAvif(bytes: Uint8Array): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== "ftyp") return false;
  const boxSize = Math.min(bytes.length, (bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!);
  const brands = [ascii(bytes, 8, 12)];
  for (let at = 16; at + 4 <= boxSize; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands.includes("avif") || brands.includes("avis");
}

/** The start of a text file: BOM, blanks, the XML declaration and comments skipped. */
function textStart(bytes: Uint8Array): string {
  let text = new TextDecoder("utf-8").decode(bytes.subarray(0, 4096)).replace(/^\uFEFF/, "");
  for (;;) {
    const before = text;
    text = text.replace(/^\s+/, "");
    text = text.replace(/^<\?xml[^>]*\?>/i, "");
    text = text.replace(/^<!--[\s\S]*?-->/, "");
    if (text === before) return text;
  }
}

const HTML_START =
  /^<(!doctype\s+html|html|head|body|script|iframe|meta|title|div|p|a|img|form|style|link|object|embed|base)[\s>/]/i;

export function sniff(bytes: Uint8Array): Sniffed {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "webp";
  if (isAvif(bytes)) return "avif";
  const start = textStart(bytes);
  // An SVG may carry a DOCTYPE before its root; svg.ts refuses DOCTYPEs with a reason of their own.
  if (/^<!doctype\s+svg[\s>[]/i.test(start) || /^<svg[\s>]/i.test(start)) return "svg";
  if (HTML_START.test(start) || /<html[\s>]/i.test(start)) return "html";
  return "unknown";
}
