import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { type MediaType, mediaSrc } from "~/lib/content/media";
import type { Actor } from "../../../auth";
import { mediaAssets, wxrMedia } from "../../../db";
import { BlockedUrlError, FetchFailedError, type FetchPolicy, type SafeFetch } from "../../../net";
import { type MediaDeps, uploadMedia } from "../../media/library";
import { prepareUpload } from "../../media/prepare";

/**
 * Images of an import into the media library. Each URL is fetched through
 * the SSRF guard (safe-fetch: private and loopback addresses refused unless
 * CRAWL_ALLOW_PRIVATE, the test setting, is on), made ready by the library's
 * own pipeline (type sniffed from the bytes, metadata stripped, size and
 * pixel caps) and stored by `uploadMedia` (audited as `media.upload`).
 *
 * Deduplicated twice: by URL (wxr_media: an image seen by any import is not
 * fetched again) and by content (an image whose prepared bytes are already in
 * the library, under another URL or left by a run killed before it recorded
 * the URL, is reused, not stored twice).
 */
export interface ImageDeps {
  media: MediaDeps;
  fetch: SafeFetch;
  policy: FetchPolicy;
}

export type ImageOutcome = { ok: true; src: string } | { ok: false; reason: string };

export function createImageImporter(deps: ImageDeps, actor: Actor) {
  const inFlight = new Map<string, Promise<ImageOutcome>>();
  const db = deps.media.db;

  async function known(url: string): Promise<string | null> {
    const [row] = await db
      .select({ key: mediaAssets.key, type: mediaAssets.type })
      .from(wxrMedia)
      .innerJoin(mediaAssets, eq(mediaAssets.id, wxrMedia.mediaId))
      .where(eq(wxrMedia.url, url));
    return row ? mediaSrc(row.key, row.type as MediaType) : null;
  }

  async function fetchOne(url: string): Promise<ImageOutcome> {
    const stored = await known(url);
    if (stored) return { ok: true, src: stored };
    let response: Awaited<ReturnType<SafeFetch>>;
    try {
      response = await deps.fetch(url, deps.policy, { headers: { accept: "image/*" } });
    } catch (error) {
      if (error instanceof BlockedUrlError) return { ok: false, reason: `Image ${url} was not fetched: ${error.message}.` };
      if (error instanceof FetchFailedError) return { ok: false, reason: `Image ${url} could not be fetched: ${error.message}.` };
      throw error;
    }
    if (response.status !== 200) return { ok: false, reason: `Image ${url} answered ${response.status}.` };
    if (response.truncated) return { ok: false, reason: `Image ${url} is larger than the media library takes.` };
    const prepared = await prepareUpload(response.body, deps.media.maxBytes);
    if (!prepared.ok) return { ok: false, reason: `Image ${url} was not imported: ${prepared.message}` };
    const sha256 = createHash("sha256").update(prepared.bytes).digest("hex");
    const [same] = await db
      .select({ id: mediaAssets.id, key: mediaAssets.key, type: mediaAssets.type })
      .from(mediaAssets)
      .where(eq(mediaAssets.sha256, sha256))
      .limit(1);
    let mediaId: string;
    let src: string;
    if (same) {
      mediaId = same.id;
      src = mediaSrc(same.key, same.type as MediaType);
    } else {
      const name = decodeURIComponent(new URL(response.finalUrl).pathname.split("/").pop() || "image").slice(0, 200);
      const uploaded = await uploadMedia(deps.media, actor, { bytes: response.body, name: name || "image", alt: null });
      if (!uploaded.ok) return { ok: false, reason: `Image ${url} was not imported: ${uploaded.message}` };
      mediaId = uploaded.item.id;
      src = uploaded.item.src;
    }
    await db.insert(wxrMedia).values({ url, mediaId }).onConflictDoNothing();
    return { ok: true, src };
  }

  return {
    /** The library's src for the image at `url`, or why it could not be imported; one fetch per URL at a time. */
    get(url: string): Promise<ImageOutcome> {
      let pending = inFlight.get(url);
      if (!pending) {
        pending = fetchOne(url).finally(() => inFlight.delete(url));
        inFlight.set(url, pending);
      }
      return pending;
    },
  };
}
