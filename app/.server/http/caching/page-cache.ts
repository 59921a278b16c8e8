import { crc32, deflateRawSync, constants as zlibConstants } from "node:zlib";
import { isSharedCacheable } from "~/lib/cache-control";
import { isPrivatePath } from "~/lib/private-paths";
import { hasPersonalCookie } from "./personal-cookies";

/**
 * An in-memory cache of rendered public pages, so a page is rendered once
 * and then served at close to static-file speed.
 *
 * What enters: anonymous GET/HEAD of an HTML page that answered 200 with a
 * Cache-Control that shared caches may store (routes opt in with
 * `publicPageHeaders()`), without Set-Cookie, outside private areas, and
 * without a query other than campaign tags (utm_*, gclid, fbclid).
 *
 * The CSP nonce differs per response. A page is stored split at its nonce,
 * and every hit joins the parts with the new request's nonce. The gzip
 * variant is compressed once, too: each part is a raw deflate segment ending
 * on a byte boundary (sync flush), and the nonce goes between them as a
 * stored (uncompressed) deflate block, so a hit only computes the CRC.
 * Brotli cannot be spliced like that (its literal contexts span the seams),
 * so clients that accept br get the stored gzip.
 *
 * Freshness: entries live at most `maxAgeMs` (60 s by default), so several
 * instances converge on published content within a minute even when only
 * one of them saw the publish; `invalidate()` drops entries at once on the
 * instance that published. Size: least recently used entries go first once
 * the stored bytes pass `maxBytes`. The stored bytes are the two templates
 * (the parts are views into them) and every pooled response body.
 */
export interface PageCacheOptions {
  maxBytes?: number;
  maxAgeMs?: number;
  /** Larger pages are not stored (they would push out many small ones). */
  maxEntryBytes?: number;
  now?: () => number;
}

export interface CachedPage {
  path: string;
  status: 200;
  headers: Record<string, string>;
  /** The identity body split at each occurrence of the nonce it was rendered with (views into `identity.bytes`). */
  parts: Buffer[];
  /** Raw deflate segments of `parts`, each ending byte-aligned and not final (views into `gzip.bytes`). */
  deflatedParts: Buffer[];
  /** Length of the nonce the page was rendered with: every nonce we make has this length. */
  nonceLength: number;
  identity: Template;
  gzip: Template;
  /** The templates and the pooled bodies: what this entry holds. */
  bytes: number;
  storedAt: number;
  /** When another instance's change made it stale (see `invalidate`); absent while fresh. */
  staleSince?: number;
  /** Adds pooled bytes to this entry and the cache's budget; false once the entry has left the cache. */
  charge(bytes: number): boolean;
}

/**
 * A whole response body with the nonce slots at known offsets. Hits reuse
 * bodies from a small pool and only overwrite the slots, instead of copying
 * the page for every response (that copy halved the throughput).
 */
interface Template {
  bytes: Buffer;
  nonceOffsets: number[];
  /** Offset of the CRC32 in a gzip body's trailer. */
  crcOffset?: number;
  pool: Buffer[];
  /** Bodies charged to the entry: in the pool or lent out. */
  owned: number;
  /** Where each part (identity) or deflate segment (gzip) starts in `bytes`. */
  partOffsets: number[];
}

/** A response body borrowed from a page's pool: call `release` once it has been written. */
export interface RenderedBody {
  body: Buffer;
  release(): void;
}

const POOL_SIZE = 4;

export type Encoding = "gzip" | "identity";

const CAMPAIGN_PARAMS = /^(utm_[a-z_]+|gclid|fbclid)$/i;

/** Response headers that are per response, or set by the server itself on every response. */
const UNSTORED_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "date",
  "keep-alive",
  "x-request-id",
  "content-security-policy",
]);

/**
 * The cache key of a request URL, or null when the request must not use the
 * cache: a query other than campaign tags could change the page.
 */
export function pageCacheKey(url: URL): string | null {
  for (const name of url.searchParams.keys()) {
    if (!CAMPAIGN_PARAMS.test(name)) return null;
  }
  return url.pathname;
}

/** Signed-in staff carry a personal cookie (see personal-cookies.ts) or an Authorization header: their pages may differ. */
export function isAnonymousRequest(headers: { cookie?: string; authorization?: string }): boolean {
  return !headers.authorization && !hasPersonalCookie(headers.cookie);
}

export function isCacheableResponse(path: string, status: number, headers: Headers): boolean {
  return (
    status === 200 &&
    !isPrivatePath(path) &&
    !headers.has("set-cookie") &&
    (headers.get("content-type") ?? "").toLowerCase().startsWith("text/html") &&
    isSharedCacheable(headers.get("cache-control"))
  );
}

/** The headers a cached page is replayed with. */
export function storedHeaders(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (!UNSTORED_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  });
  const vary = (kept.vary ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (!vary.some((name) => name.toLowerCase() === "accept-encoding")) vary.push("Accept-Encoding");
  kept.vary = vary.join(", ");
  return kept;
}

function splitAt(body: Buffer, separator: string): Buffer[] {
  if (!separator) return [body];
  const needle = Buffer.from(separator);
  const parts: Buffer[] = [];
  let start = 0;
  for (let at = body.indexOf(needle); at !== -1; at = body.indexOf(needle, start)) {
    parts.push(body.subarray(start, at));
    start = at + needle.length;
  }
  parts.push(body.subarray(start));
  return parts;
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x00, 0xff]);
/** An empty final deflate block with fixed Huffman codes: ends the stream. */
const FINAL_EMPTY_BLOCK = Buffer.from([0x03, 0x00]);

/** A non-final stored deflate block holding `data` (at most 65535 bytes); the stream is byte-aligned before it. */
function storedBlock(data: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(data.length, 1);
  header.writeUInt16LE(~data.length & 0xffff, 3);
  return Buffer.concat([header, data]);
}

/** How long a stale page may still be served while its new version renders (see PageCache.invalidate). */
export const STALE_GRACE_MS = 1_000;

export class PageCache {
  readonly #entries = new Map<string, CachedPage>();
  readonly #maxBytes: number;
  readonly #maxAgeMs: number;
  readonly #maxEntryBytes: number;
  readonly #now: () => number;
  #bytes = 0;
  #version = 0;
  /** Renders under way, by key, and the key each owner claimed (see claimRender). */
  readonly #rendering = new Map<string, { owner: object; done: Promise<void>; settle: () => void }>();
  readonly #claims = new WeakMap<object, string>();

  constructor(options: PageCacheOptions = {}) {
    this.#maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.#maxAgeMs = options.maxAgeMs ?? 60_000;
    this.#maxEntryBytes = options.maxEntryBytes ?? Math.min(2 * 1024 * 1024, this.#maxBytes);
    this.#now = options.now ?? Date.now;
  }

  /** Bumped by every invalidation. A render that started before a bump is not stored. */
  get version() {
    return this.#version;
  }

  /**
   * Claims the render of the page at `key` for `owner` (a request that missed
   * it): requests that miss the same key meanwhile wait for it (`rendering`)
   * instead of each rendering the page, so a publish that drops a busy page
   * costs one render, not one per request that arrives before the first ends
   * (nginx's proxy_cache_lock). False when another request holds the claim.
   */
  claimRender(key: string, owner: object): boolean {
    if (this.#rendering.has(key)) return false;
    let settle = () => {};
    const done = new Promise<void>((resolve) => {
      settle = resolve;
    });
    this.#rendering.set(key, { owner, done, settle });
    this.#claims.set(owner, key);
    return true;
  }

  /**
   * Ends `owner`'s claim, if it holds one: the requests that waited look in
   * the cache again. A stale copy the render did not replace (the page is
   * gone, or changed again meanwhile) is dropped with it.
   */
  releaseRender(owner: object) {
    const key = this.#claims.get(owner);
    if (key === undefined) return;
    this.#claims.delete(owner);
    const claim = this.#rendering.get(key);
    if (claim?.owner !== owner) return;
    this.#rendering.delete(key);
    const entry = this.#entries.get(key);
    if (entry?.staleSince !== undefined) this.#delete(key, entry);
    claim.settle();
  }

  /** Settles when the claimed render of `key` ends (stored or not); undefined when none is under way. */
  rendering(key: string): Promise<void> | undefined {
    return this.#rendering.get(key)?.done;
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.staleSince !== undefined) {
      // Stale: served only while a request renders the new version, and not for long (see `invalidate`).
      if (this.#now() - entry.staleSince < STALE_GRACE_MS) return this.#rendering.has(key) ? entry : undefined;
      this.#delete(key, entry);
      return undefined;
    }
    this.#delete(key, entry);
    if (this.#now() - entry.storedAt >= this.#maxAgeMs) return undefined;
    // Re-inserting moves the entry to the end: Map order is our recency list.
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    return entry;
  }

  /**
   * Stores a rendered page. `nonce` is the one it was rendered with;
   * `renderedAtVersion` is `version` read before rendering began.
   * Returns the entry, or undefined when the page was not stored.
   */
  set(
    key: string,
    page: { path: string; body: Buffer; nonce: string; headers: Headers; renderedAtVersion: number },
  ): CachedPage | undefined {
    if (page.renderedAtVersion !== this.#version) return undefined;
    if (!isCacheableResponse(page.path, 200, page.headers)) return undefined;
    const parts = splitAt(page.body, page.nonce);
    const deflatedParts = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: zlibConstants.Z_SYNC_FLUSH }));
    const placeholder = Buffer.alloc(Buffer.byteLength(page.nonce), "-");
    const identity = buildTemplate(parts, placeholder, "identity");
    const gzip = buildTemplate(deflatedParts, placeholder, "gzip");
    // The rendered body and the separate deflate outputs are dropped: the entry keeps views into its templates.
    const bytes = identity.bytes.length + gzip.bytes.length;
    if (bytes > this.#maxEntryBytes) return undefined;
    const entry: CachedPage = {
      path: page.path,
      status: 200,
      headers: storedHeaders(page.headers),
      parts: views(identity.bytes, identity.partOffsets, parts),
      deflatedParts: views(gzip.bytes, gzip.partOffsets, deflatedParts),
      nonceLength: placeholder.length,
      identity,
      gzip,
      bytes,
      storedAt: this.#now(),
      charge: (more) => {
        if (this.#entries.get(key) !== entry) return false;
        entry.bytes += more;
        this.#bytes += more;
        this.#evictOverBudget();
        return this.#entries.get(key) === entry;
      },
    };
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, entry);
    this.#bytes += bytes;
    this.#evictOverBudget();
    return entry;
  }

  #evictOverBudget() {
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldestKey, oldest);
    }
  }

  /**
   * Drops the pages at `paths` (campaign-tagged variants share the path's
   * key), every page whose path passes the test, or all of them.
   *
   * `stale`: for a change another instance made. The pages are kept as stale
   * instead: the next request renders the new version, and requests that
   * come while it renders get the old copy rather than waiting, for at most
   * STALE_GRACE_MS. This instance learnt of the change a moment after it was
   * made anyway; a busy page then costs its visitors no wait. The instance
   * where the change was made drops the pages, so its next request, the
   * editor's own "view the live page", always shows the new version.
   */
  invalidate(paths: readonly string[] | ((path: string) => boolean) | "all", options: { stale?: boolean } = {}) {
    this.#version++;
    if (paths === "all" && !options.stale) {
      this.#entries.clear();
      this.#bytes = 0;
      return;
    }
    const affected =
      paths === "all"
        ? () => true
        : typeof paths === "function"
          ? paths
          : (
              (wanted) => (path: string) =>
                wanted.has(path)
            )(new Set(paths));
    const now = this.#now();
    for (const [key, entry] of this.#entries) {
      if (!affected(entry.path)) continue;
      if (options.stale) entry.staleSince ??= now;
      else this.#delete(key, entry);
    }
  }

  #delete(key: string, entry: CachedPage) {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}

/** `parts` as views into `bytes`, where they start at `offsets`. */
function views(bytes: Buffer, offsets: number[], parts: Buffer[]): Buffer[] {
  return parts.map((part, index) => bytes.subarray(offsets[index], (offsets[index] as number) + part.length));
}

function buildTemplate(parts: Buffer[], placeholder: Buffer, encoding: Encoding): Template {
  const chunks: Buffer[] = encoding === "gzip" ? [GZIP_HEADER] : [];
  const nonceOffsets: number[] = [];
  const partOffsets: number[] = [];
  let offset = encoding === "gzip" ? GZIP_HEADER.length : 0;
  parts.forEach((part, index) => {
    if (index > 0) {
      const slot = encoding === "gzip" ? storedBlock(placeholder) : placeholder;
      nonceOffsets.push(offset + slot.length - placeholder.length);
      chunks.push(slot);
      offset += slot.length;
    }
    partOffsets.push(offset);
    chunks.push(part);
    offset += part.length;
  });
  if (encoding === "identity") return { bytes: Buffer.concat(chunks), nonceOffsets, partOffsets, pool: [], owned: 0 };
  chunks.push(FINAL_EMPTY_BLOCK, Buffer.alloc(8));
  const bytes = Buffer.concat(chunks);
  return { bytes, nonceOffsets, partOffsets, crcOffset: bytes.length - 8, pool: [], owned: 0 };
}

/**
 * The body of a cached page for one response, with that response's nonce.
 * The body comes from the page's pool: `release()` returns it once written.
 */
export function renderCachedPage(entry: CachedPage, nonce: string, encoding: Encoding): RenderedBody {
  const nonceLength = Buffer.byteLength(nonce);
  if (nonceLength !== entry.nonceLength) return { body: joinParts(entry, Buffer.from(nonce), encoding), release() {} };
  const template = encoding === "gzip" ? entry.gzip : entry.identity;
  const pooled = template.pool.pop();
  const body = pooled ?? Buffer.from(template.bytes);
  // Written straight from the string: no Buffer per response for the nonce.
  for (const offset of template.nonceOffsets) body.write(nonce, offset, nonceLength);
  if (template.crcOffset !== undefined) {
    let crc = 0;
    let length = 0;
    entry.parts.forEach((part, index) => {
      if (index > 0) {
        crc = crc32(nonce, crc);
        length += nonceLength;
      }
      crc = crc32(part, crc);
      length += part.length;
    });
    body.writeUInt32LE(crc >>> 0, template.crcOffset);
    body.writeUInt32LE(length >>> 0, template.crcOffset + 4);
  }
  let released = false;
  return {
    body,
    release() {
      if (released) return;
      released = true;
      // A body from the pool was charged when it joined; a new one joins only while the budget takes it.
      if (pooled) template.pool.push(body);
      else if (template.owned < POOL_SIZE && entry.charge(body.length)) {
        template.owned++;
        template.pool.push(body);
      }
    },
  };
}

/** The slow path, for a nonce of another length (never made by our server): a fresh copy. */
function joinParts(entry: CachedPage, nonceBytes: Buffer, encoding: Encoding): Buffer {
  if (encoding === "identity") {
    return Buffer.concat(entry.parts.flatMap((part, index) => (index > 0 ? [nonceBytes, part] : [part])));
  }
  const chunks: Buffer[] = [GZIP_HEADER];
  let crc = 0;
  let length = 0;
  entry.deflatedParts.forEach((deflated, index) => {
    if (index > 0) {
      chunks.push(storedBlock(nonceBytes));
      crc = crc32(nonceBytes, crc);
      length += nonceBytes.length;
    }
    chunks.push(deflated);
    const part = entry.parts[index]!;
    crc = crc32(part, crc);
    length += part.length;
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  chunks.push(FINAL_EMPTY_BLOCK, trailer);
  return Buffer.concat(chunks);
}

/** Bytes of a response body without rendering it (HEAD). */
export function cachedBodyLength(entry: CachedPage, encoding: Encoding): number {
  return (encoding === "gzip" ? entry.gzip : entry.identity).bytes.length;
}

/** gzip when the client accepts it (brotli clients too: every browser accepts gzip). */
export function pickEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return "identity";
  // What browsers send ("gzip, deflate, br, zstd"), answered without splitting the header on every hit.
  if (/^gzip,/.test(acceptEncoding)) return "gzip";
  for (const item of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = item.trim().split(";");
    if (name !== "gzip" && name !== "*") continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (!q || Number(q.slice(2)) > 0) return "gzip";
  }
  return "identity";
}
