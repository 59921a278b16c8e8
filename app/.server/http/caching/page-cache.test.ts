import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-control";
import {
  cachedBodyLength,
  isAnonymousRequest,
  isCacheableResponse,
  PageCache,
  pageCacheKey,
  pickEncoding,
  renderCachedPage,
  STALE_GRACE_MS,
} from "./page-cache";
import { hasPersonalCookie, PERSONAL_COOKIES } from "./personal-cookies";

const NONCE = "AAAAAAAAAAAAAAAAAAAAAA==";
const OTHER = "Zm9vYmFyYmF6cXV4MTIzNA==";

function page(nonce = NONCE, extra = "") {
  return Buffer.from(
    `<!DOCTYPE html><html><head><link rel="modulepreload" nonce="${nonce}" href="/a.js"/></head>` +
      `<body><h1>Rehab marketing${extra}</h1><script nonce="${nonce}">window.x=1</script>` +
      `<script type="module" nonce="${nonce}">import "/a.js"</script></body></html>`,
  );
}

function htmlHeaders(overrides: Record<string, string> = {}) {
  return new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL, ...overrides });
}

function store(cache: PageCache, key: string, body = page(), headers = htmlHeaders()) {
  return cache.set(key, { path: key, body, nonce: NONCE, headers, renderedAtVersion: cache.version });
}

describe("pageCacheKey", () => {
  const key = (url: string) => pageCacheKey(new URL(url, "http://site.test"));

  it("is the path, ignoring campaign tags", () => {
    expect(key("/faq")).toBe("/faq");
    expect(key("/faq?utm_source=google&utm_campaign=x&gclid=1&fbclid=2")).toBe("/faq");
  });

  it("refuses other queries, which may change the page", () => {
    expect(key("/faq?q=detox")).toBeNull();
    expect(key("/faq?utm_source=a&page=2")).toBeNull();
  });

  it("keeps different paths apart", () => {
    expect(key("/faq/")).not.toBe(key("/faq"));
  });
});

describe("which requests and responses may use the cache", () => {
  it("treats session cookies and Authorization as signed in", () => {
    expect(isAnonymousRequest({})).toBe(true);
    expect(isAnonymousRequest({ cookie: "theme=dark" })).toBe(true);
    expect(isAnonymousRequest({ cookie: "theme=dark; better-auth.session_token=abc" })).toBe(false);
    expect(isAnonymousRequest({ cookie: "__Secure-better-auth.session_token=abc" })).toBe(false);
    expect(isAnonymousRequest({ authorization: "Bearer x" })).toBe(false);
  });

  it("decides by the named list of personal cookies, not by a name that merely contains session", () => {
    for (const name of PERSONAL_COOKIES) expect(isAnonymousRequest({ cookie: `a=1; ${name}=x` }), name).toBe(false);
    // The old rule (any name containing "session") would have bypassed the cache for these.
    expect(isAnonymousRequest({ cookie: "analytics_session=1; sessionid_consent=yes" })).toBe(true);
    expect(isAnonymousRequest({ cookie: "better-auth.session_token_hint=1" })).toBe(true);
    expect(hasPersonalCookie(" better-auth.session_data=abc ")).toBe(true);
    expect(hasPersonalCookie(undefined)).toBe(false);
  });

  it("stores only public 200 HTML without cookies, outside private areas", () => {
    expect(isCacheableResponse("/faq", 200, htmlHeaders())).toBe(true);
    expect(isCacheableResponse("/faq", 404, htmlHeaders())).toBe(false);
    expect(isCacheableResponse("/faq", 200, htmlHeaders({ "Set-Cookie": "a=b" }))).toBe(false);
    expect(isCacheableResponse("/faq", 200, htmlHeaders({ "Cache-Control": "private, no-cache" }))).toBe(false);
    expect(isCacheableResponse("/faq", 200, htmlHeaders({ "Cache-Control": "public, max-age=60" }))).toBe(false);
    expect(isCacheableResponse("/faq", 200, htmlHeaders({ "Content-Type": "application/json" }))).toBe(false);
    expect(isCacheableResponse("/admin/leads", 200, htmlHeaders())).toBe(false);
    expect(isCacheableResponse("/auth", 200, htmlHeaders())).toBe(false);
  });

  it("never stores a private path, even when asked to", () => {
    const cache = new PageCache();
    expect(store(cache, "/dashboard")).toBeUndefined();
    expect(cache.get("/dashboard")).toBeUndefined();
  });
});

describe("nonce substitution", () => {
  it("serves each hit with the new nonce and nothing of the old one", () => {
    const cache = new PageCache();
    store(cache, "/");
    const entry = cache.get("/")!;
    const { body, release } = renderCachedPage(entry, OTHER, "identity");
    expect(body.toString()).toBe(page(OTHER).toString());
    expect(body.toString()).not.toContain(NONCE);
    release();
    // A pooled body is reused with the next nonce written over the old one.
    const again = renderCachedPage(entry, NONCE, "identity");
    expect(again.body.toString()).toBe(page(NONCE).toString());
  });

  it("makes a valid gzip body with the new nonce", () => {
    const cache = new PageCache();
    store(cache, "/", page(NONCE, " ".repeat(5000)));
    const entry = cache.get("/")!;
    const gzip = renderCachedPage(entry, OTHER, "gzip");
    expect(gzip.body.length).toBe(cachedBodyLength(entry, "gzip"));
    expect(gunzipSync(gzip.body).toString()).toBe(page(OTHER, " ".repeat(5000)).toString());
    expect(gzip.body.length).toBeLessThan(page(OTHER, " ".repeat(5000)).length / 4);
  });

  it("does not hand out a body that is still being written", () => {
    const cache = new PageCache();
    store(cache, "/");
    const entry = cache.get("/")!;
    const first = renderCachedPage(entry, NONCE, "identity");
    const second = renderCachedPage(entry, OTHER, "identity");
    expect(second.body).not.toBe(first.body);
    expect(first.body.toString()).toBe(page(NONCE).toString());
  });

  it("falls back to a fresh copy for a nonce of another length", () => {
    const cache = new PageCache();
    store(cache, "/");
    const { body } = renderCachedPage(cache.get("/")!, "short", "gzip");
    expect(gunzipSync(body).toString()).toBe(page("short").toString());
  });
});

describe("stored headers", () => {
  it("keeps the route's headers, adds Vary: Accept-Encoding and drops per-response ones", () => {
    const cache = new PageCache();
    const entry = store(cache, "/", page(), htmlHeaders({ "Content-Length": "10", "X-Request-Id": "abc", Link: "</a.css>" }))!;
    expect(entry.headers).toEqual({
      "content-type": "text/html; charset=utf-8",
      "cache-control": PUBLIC_PAGE_CACHE_CONTROL,
      link: "</a.css>",
      vary: "Accept-Encoding",
    });
  });
});

describe("invalidation and freshness", () => {
  it("drops the named paths, or everything", () => {
    const cache = new PageCache();
    store(cache, "/faq");
    store(cache, "/blog/a");
    store(cache, "/blog/b");
    cache.invalidate(["/blog/a"]);
    expect(cache.get("/blog/a")).toBeUndefined();
    expect(cache.get("/faq")).toBeDefined();
    cache.invalidate("all");
    expect(cache.get("/faq")).toBeUndefined();
    expect(cache.get("/blog/b")).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it("does not store a page rendered before an invalidation", () => {
    const cache = new PageCache();
    const before = cache.version;
    cache.invalidate(["/faq"]);
    const stored = cache.set("/faq", {
      path: "/faq",
      body: page(),
      nonce: NONCE,
      headers: htmlHeaders(),
      renderedAtVersion: before,
    });
    expect(stored).toBeUndefined();
    expect(cache.get("/faq")).toBeUndefined();
  });

  it("expires entries after the maximum age, so instances converge", () => {
    let now = 1_000;
    const cache = new PageCache({ maxAgeMs: 60_000, now: () => now });
    store(cache, "/faq");
    now += 59_999;
    expect(cache.get("/faq")).toBeDefined();
    now += 1;
    expect(cache.get("/faq")).toBeUndefined();
  });
});

describe("one render per page at a time", () => {
  it("lets one request claim a page's render; the others wait until its owner releases it", async () => {
    const cache = new PageCache();
    const [first, second] = [{}, {}];
    expect(cache.rendering("/faq")).toBeUndefined();
    expect(cache.claimRender("/faq", first)).toBe(true);
    expect(cache.claimRender("/faq", second)).toBe(false);
    // Another page is its own render.
    expect(cache.claimRender("/blog/a", second)).toBe(true);
    const waited = cache.rendering("/faq");
    let settled = false;
    void waited?.then(() => {
      settled = true;
    });
    cache.releaseRender({});
    await Promise.resolve();
    expect(settled).toBe(false);
    store(cache, "/faq");
    cache.releaseRender(first);
    await waited;
    expect(settled).toBe(true);
    expect(cache.get("/faq")).toBeDefined();
    expect(cache.rendering("/faq")).toBeUndefined();
    // Released twice (stored, then the response closed): the second does nothing.
    cache.releaseRender(first);
    expect(cache.claimRender("/faq", second)).toBe(true);
  });
});

describe("another instance's change: stale for one render", () => {
  it("serves the old copy only while a request renders the new one, and that request gets the new one", () => {
    const cache = new PageCache();
    store(cache, "/faq", page(NONCE, "old"));
    store(cache, "/blog/a");
    cache.invalidate(["/faq"], { stale: true });
    // Nobody renders it yet: the next request misses, claims the render and waits for it.
    expect(cache.get("/faq")).toBeUndefined();
    const renderer = {};
    expect(cache.claimRender("/faq", renderer)).toBe(true);
    const duringRender = cache.get("/faq");
    expect(duringRender?.parts.join("")).toContain("old");
    expect(cache.get("/blog/a")).toBeDefined();
    store(cache, "/faq", page(NONCE, "new"));
    cache.releaseRender(renderer);
    expect(cache.get("/faq")?.parts.join("")).toContain("new");
    expect(cache.get("/faq")?.staleSince).toBeUndefined();
  });

  it("stops serving the old copy after the grace time, and drops it when the render stored nothing", () => {
    let now = 1_000;
    const cache = new PageCache({ now: () => now });
    store(cache, "/faq", page(NONCE, "old"));
    cache.invalidate("all", { stale: true });
    const renderer = {};
    cache.claimRender("/faq", renderer);
    expect(cache.get("/faq")).toBeDefined();
    now += STALE_GRACE_MS;
    expect(cache.get("/faq")).toBeUndefined();
    expect(cache.size).toBe(0);

    store(cache, "/faq", page(NONCE, "old"));
    cache.invalidate(["/faq"], { stale: true });
    cache.claimRender("/faq", renderer);
    // The page was unpublished: the render answered 404 and stored nothing.
    cache.releaseRender(renderer);
    expect(cache.get("/faq")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("drops the pages at once for a change made on this instance", () => {
    const cache = new PageCache();
    store(cache, "/faq");
    cache.invalidate(["/faq"]);
    cache.claimRender("/faq", {});
    expect(cache.get("/faq")).toBeUndefined();
  });
});

describe("size bound", () => {
  it("counts the pooled response bodies in the byte budget", () => {
    const cache = new PageCache();
    const entry = store(cache, "/")!;
    const stored = cache.bytes;
    const first = renderCachedPage(entry, OTHER, "identity");
    const second = renderCachedPage(entry, NONCE, "identity");
    first.release();
    second.release();
    expect(cache.bytes).toBe(stored + first.body.length + second.body.length);
    // Reusing a pooled body charges nothing more.
    renderCachedPage(entry, OTHER, "identity").release();
    expect(cache.bytes).toBe(stored + first.body.length + second.body.length);
    cache.invalidate("all");
    expect(cache.bytes).toBe(0);
  });

  it("does not pool a body the budget has no room for", () => {
    const one = store(new PageCache(), "/x")!.bytes;
    const cache = new PageCache({ maxBytes: one });
    const entry = store(cache, "/x")!;
    renderCachedPage(entry, OTHER, "identity").release();
    expect(cache.bytes).toBeLessThanOrEqual(one);
  });

  it("evicts the least recently used pages once over the byte budget", () => {
    const one = store(new PageCache(), "/x")!.bytes;
    const cache = new PageCache({ maxBytes: one * 3 });
    store(cache, "/a");
    store(cache, "/b");
    store(cache, "/c");
    expect(cache.get("/a")).toBeDefined(); // /a is now the most recently used
    store(cache, "/d");
    expect(cache.get("/b")).toBeUndefined();
    expect(cache.get("/a")).toBeDefined();
    expect(cache.get("/c")).toBeDefined();
    expect(cache.get("/d")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(one * 3);
    expect(cache.size).toBe(3);
  });

  it("does not store a page larger than the per-entry limit", () => {
    const cache = new PageCache({ maxEntryBytes: 100 });
    expect(store(cache, "/big")).toBeUndefined();
  });
});

describe("pickEncoding", () => {
  it("uses gzip whenever the client accepts it, brotli clients included", () => {
    expect(pickEncoding("gzip, deflate, br, zstd")).toBe("gzip");
    expect(pickEncoding("br")).toBe("identity");
    expect(pickEncoding("gzip;q=0")).toBe("identity");
    expect(pickEncoding("identity")).toBe("identity");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});
