import { createHash } from "node:crypto";
import { mkdir, readFile, rename, stat, writeFile } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import sharp from "sharp";
import { IMAGE_QUALITY, IMAGE_WIDTHS, type ImageWidth, isResizableSource, MEDIA_SOURCE_PATTERN } from "~/lib/images";

/**
 * GET /images/<source path>?w=<width>: a source image under public/art
 * resized to one of the spec's widths (SVG art is rasterised at that width),
 * encoded as AVIF or WebP by the Accept header (PNG for clients that accept
 * neither), quality 80.
 *
 * It lives in the HTTP server rather than in a React Router resource route:
 * it needs no route matching, loader context or React, runs before the
 * compression middleware (images are compressed already), and a disk-cache
 * hit is a stat and a file read.
 *
 * Variants are kept under DATA_DIR/image-cache, named by a hash of the source
 * path, its size and modification time, the width and the format: a changed
 * source gets new variants. `/images/media/<key>.<ext>` is an upload of the
 * media library (app/.server/content/media), read through its storage; the original
 * file is never served as it is (an SVG only ever leaves rasterised). Concurrent requests for one variant share one
 * render (per handler: `createImageHandler` is called once by the server).
 */
export interface ImageOptions {
  /** Where the source paths resolve: public/ in development, build/client in production. */
  sourceDir: string;
  cacheDir: string;
  /** The media library's files (`/media/...` sources); without it those answer 404. */
  media?: MediaFiles;
}

/** What the image step reads of the media library's storage (content/media/storage.ts fits it): http/ knows no domain. */
export interface MediaFiles {
  /** The bytes, or null when there is no such file. */
  get(name: string): Promise<Buffer | null>;
  /** Size and modification time (variants are keyed by them), or null. */
  stat(name: string): Promise<{ size: number; modifiedMs: number } | null>;
}

type Format = "avif" | "webp" | "png";

const CONTENT_TYPES: Record<Format, string> = { avif: "image/avif", webp: "image/webp", png: "image/png" };
/** Art changes rarely; a changed file gets a new ETag, so revalidation after a month picks it up. */
const CACHE_CONTROL = "public, max-age=2592000, stale-while-revalidate=86400";

export interface ImageHandler {
  (req: IncomingMessage, res: ServerResponse): Promise<void>;
  /** How many variants this handler has rendered (for tests and diagnostics). */
  renderCount(): number;
}

export function createImageHandler(options: ImageOptions): ImageHandler {
  const inFlight = new Map<string, Promise<Buffer>>();
  let renders = 0;
  const rendered = (key: string, make: () => Promise<Buffer>) => {
    let pending = inFlight.get(key);
    if (!pending) {
      pending = make().finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
      renders++;
    }
    return pending;
  };
  return Object.assign((req: IncomingMessage, res: ServerResponse) => handleImageRequest(req, res, options, rendered), {
    renderCount: () => renders,
  });
}

export function pickImageFormat(accept: string | undefined): Format {
  const value = (accept ?? "").toLowerCase();
  if (value.includes("image/avif")) return "avif";
  if (value.includes("image/webp")) return "webp";
  return "png";
}

function sendText(res: ServerResponse, status: number, text: string, extra: Record<string, string> = {}) {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...extra });
  res.end(`${text}\n`);
}

type SharedRender = (key: string, make: () => Promise<Buffer>) => Promise<Buffer>;

async function handleImageRequest(req: IncomingMessage, res: ServerResponse, options: ImageOptions, shared: SharedRender) {
  if (req.method !== "GET" && req.method !== "HEAD") return sendText(res, 405, "Method not allowed", { Allow: "GET, HEAD" });
  let url: URL;
  try {
    url = new URL(req.url ?? "/", "http://local");
  } catch {
    return sendText(res, 400, "Bad image URL");
  }
  // The pattern allows only lowercase names in the allow-listed folders: no "..", no encoded slashes.
  const source = url.pathname.slice("/images".length);
  if (!isResizableSource(source)) return sendText(res, 404, "Image not found");
  const width = Number(url.searchParams.get("w"));
  if (!IMAGE_WIDTHS.includes(width as ImageWidth)) {
    return sendText(res, 400, `Width must be one of ${IMAGE_WIDTHS.join(", ")}`);
  }

  const media = MEDIA_SOURCE_PATTERN.test(source) ? source.slice("/media/".length) : null;
  const file = media ?? path.join(options.sourceDir, source);
  const info = media
    ? await options.media?.stat(media).then((found) => (found ? { size: found.size, mtimeMs: found.modifiedMs } : undefined))
    : await stat(file)
        .then((found) => (found.isFile() ? found : undefined))
        .catch(() => undefined);
  if (!info) return sendText(res, 404, "Image not found");

  const format = pickImageFormat(req.headers.accept);
  const key = createHash("sha256")
    .update(`${source}\n${info.size}\n${info.mtimeMs}\n${width}\n${format}\n${IMAGE_QUALITY}`)
    .digest("hex")
    .slice(0, 32);
  const etag = `"${key}"`;
  const headers = { "Content-Type": CONTENT_TYPES[format], "Cache-Control": CACHE_CONTROL, Vary: "Accept", ETag: etag };
  if (req.headers["if-none-match"] === etag) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const body = await variant(key, options.cacheDir, format, shared, async () => {
    if (!media) return render(file, width as ImageWidth, format);
    const bytes = await options.media?.get(media);
    if (!bytes) throw new Error(`media file ${media} vanished`);
    return render(bytes, width as ImageWidth, format, media.endsWith(".svg"));
  });
  res.writeHead(200, { ...headers, "Content-Length": body.length });
  res.end(req.method === "HEAD" ? undefined : body);
}

async function variant(
  key: string,
  cacheDir: string,
  format: Format,
  shared: SharedRender,
  make: () => Promise<Buffer>,
): Promise<Buffer> {
  const cached = path.join(cacheDir, `${key}.${format}`);
  const existing = await readFile(cached).catch(() => undefined);
  if (existing) return existing;
  return shared(key, async () => {
    const body = await make();
    await mkdir(cacheDir, { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temporary = `${cached}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(temporary, body);
    await rename(temporary, cached);
    return body;
  });
}

/** Renders one variant; exported for tests. */
export async function render(
  file: string | Buffer,
  width: ImageWidth,
  format: Format,
  isSvg = typeof file === "string" && file.endsWith(".svg"),
): Promise<Buffer> {
  let input = sharp(file);
  if (isSvg) {
    // Rasterise the vector at the target width instead of scaling up a 72 dpi bitmap.
    const intrinsic = (await input.metadata()).width || width;
    input = sharp(file, { density: Math.min(2400, Math.max(1, (72 * width) / intrinsic)) });
  }
  const resized = input.resize({ width, withoutEnlargement: !isSvg });
  if (format === "avif") return resized.avif({ quality: IMAGE_QUALITY, effort: 3 }).toBuffer();
  if (format === "webp") return resized.webp({ quality: IMAGE_QUALITY }).toBuffer();
  return resized.png({ compressionLevel: 9, palette: true, quality: IMAGE_QUALITY }).toBuffer();
}
