import { desc } from "drizzle-orm";
import { absoluteUrl } from "~/lib/meta";
import { INDEXNOW_MAX_URLS, indexNowSetting } from "~/lib/seo/sitemap-generator";
import type { ContentBus, ContentChange } from "../../../content-bus";
import { type Db, indexNowSubmissions } from "../../../db";
import type { Logger } from "../../../log";
import { type FetchPolicy, type SafeFetch, safeFetch } from "../../../net";
import { readSetting } from "../../../settings";
import type { SitemapSource } from "../reader";

/**
 * IndexNow (indexnow.org/documentation): after a publish, the changed public
 * URLs are POSTed to the configured endpoint as JSON
 * `{ host, key, keyLocation, urlList }`; the key is served at
 * `/{key}.txt` (routes/indexnow-key.ts) so the engine can check we own the host.
 *
 * - Off by default; on, with an endpoint, in the settings of /sitemap-generator.
 * - Only the instance where a change was published submits it (`here` on the
 *   bus), so a cluster sends each change once.
 * - The changed URLs are the change's paths when the writer named them; a
 *   change without paths (an article publish) is found by comparing each
 *   page's lastmod in the sitemap with the last one seen. Either way only
 *   URLs that are in the sitemap now (canonical, indexable, 200) are sent.
 * - Changes are gathered for `debounceMs` and sent in requests of at most
 *   10,000 URLs. A failure is logged and recorded (the page shows the last
 *   submission); it never reaches the writer, whose publish has already
 *   succeeded.
 */
export interface IndexNowDeps {
  db: () => Db;
  bus: ContentBus;
  sitemap: Pick<SitemapSource, "children">;
  log: Pick<Logger, "warn" | "error" | "info">;
  publicUrl: string;
  /** The fetch rules: the crawler's policy (CRAWL_ALLOW_PRIVATE lifts the address rules, for tests only). */
  policy: FetchPolicy;
  fetch?: SafeFetch;
  /** Default 2 s. */
  debounceMs?: number;
}

export interface IndexNowPayload {
  host: string;
  key: string;
  keyLocation: string;
  urlList: string[];
}

export function createIndexNow(deps: IndexNowDeps) {
  const fetch = deps.fetch ?? safeFetch;
  const debounceMs = deps.debounceMs ?? 2_000;
  const site = new URL(deps.publicUrl);
  let keyRead: Promise<string | null> | null = null;
  const named = new Set<string>();
  let unnamed = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  /** Each listed path's lastmod (ms) as last seen: a change without paths is found against it. */
  let snapshot: Map<string, number> | null = null;

  const currentEntries = async () => {
    const entries = new Map<string, number>();
    for (const child of await deps.sitemap.children())
      for (const entry of child.entries) entries.set(entry.path, entry.lastmod.getTime());
    return entries;
  };

  async function flush() {
    const paths = [...named];
    const diff = unnamed;
    named.clear();
    unnamed = false;
    const current = await currentEntries();
    const before = snapshot;
    snapshot = current;
    const settings = await readSetting(deps.db(), indexNowSetting);
    if (!settings.enabled || !settings.key) return;
    const changed = new Set(paths.filter((path) => current.has(path)));
    if (diff && before) {
      for (const [path, lastmod] of current) if (before.get(path) !== lastmod) changed.add(path);
    }
    if (changed.size === 0) return;
    const urls = [...changed].sort().map((path) => absoluteUrl(deps.publicUrl, path));
    for (let start = 0; start < urls.length; start += INDEXNOW_MAX_URLS)
      await submit(settings.endpoint, settings.key, urls.slice(start, start + INDEXNOW_MAX_URLS));
  }

  async function submit(endpoint: string, key: string, urlList: string[]) {
    const payload: IndexNowPayload = {
      host: site.host,
      key,
      keyLocation: `${site.origin}/${key}.txt`,
      urlList,
    };
    let status: number | null = null;
    let error: string | null = null;
    try {
      const answer = await fetch(
        endpoint,
        { ...deps.policy, maxBytes: 64 * 1024 },
        {
          method: "POST",
          body: JSON.stringify(payload),
          headers: { "content-type": "application/json; charset=utf-8" },
          followRedirects: false,
        },
      );
      status = answer.status;
      // 200: received; 202: received, key check pending. Anything else is the engine refusing (400, 403, 422, 429).
      if (status !== 200 && status !== 202)
        error = `The endpoint answered ${status}: ${answer.body.toString("utf8").slice(0, 200)}`.trim();
    } catch (caught) {
      error = caught instanceof Error ? caught.message : String(caught);
    }
    if (error) deps.log.warn({ endpoint, status, urls: urlList.length, error }, "IndexNow submission failed");
    else deps.log.info({ endpoint, status, urls: urlList.length }, "IndexNow submission sent");
    await deps.db().insert(indexNowSubmissions).values({ endpoint, urlCount: urlList.length, urls: urlList, status, error });
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = null;
      running = running
        .then(flush)
        .catch((caught) => deps.log.error({ err: caught }, "IndexNow: gathering or sending the changed URLs failed"));
    }, debounceMs);
    timer.unref?.();
  }

  const onChange = (change: ContentChange, here: boolean) => {
    if (change.topic === "sitemap") {
      keyRead = null;
      return;
    }
    // Another instance submits its own publishes; this one only brings its snapshot up to date.
    if (!here) {
      running = running
        .then(async () => {
          if (snapshot) snapshot = await currentEntries();
        })
        .catch((caught) => deps.log.warn({ err: caught }, "IndexNow: reading the sitemap failed"));
      return;
    }
    if (change.topic === "redirects") return;
    if (change.paths && change.paths.length > 0) for (const path of change.paths) named.add(path);
    else unnamed = true;
    schedule();
  };
  const unsubscribe = deps.bus.subscribe("all", onChange);

  return {
    /** The IndexNow key when one is set (served at /{key}.txt), cached until the settings change. */
    key(): Promise<string | null> {
      keyRead ??= readSetting(deps.db(), indexNowSetting)
        .then((settings) => settings.key)
        .catch((caught) => {
          keyRead = null;
          throw caught;
        });
      return keyRead;
    },
    /** Reads the sitemap once so a later change without paths can be compared; the server calls it at start. */
    async prime() {
      snapshot ??= await currentEntries();
    },
    /** Sends what is gathered now, without waiting for the debounce (tests, shutdown). */
    async settled() {
      if (timer) {
        clearTimeout(timer);
        timer = null;
        running = running.then(flush).catch((caught) => deps.log.error({ err: caught }, "IndexNow flush failed"));
      }
      await running;
    },
    async lastSubmissions(limit = 5) {
      return deps.db().select().from(indexNowSubmissions).orderBy(desc(indexNowSubmissions.id)).limit(limit);
    },
    close() {
      unsubscribe();
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}

export type IndexNow = ReturnType<typeof createIndexNow>;
