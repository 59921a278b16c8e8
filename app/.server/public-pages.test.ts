import { describe, expect, it } from "vitest";
import { PUBLIC_PAGE_CACHE_CONTROL } from "~/lib/cache-control";
import { contentChanged } from "./content-events";
import { publicPageCache } from "./public-pages";

describe("rendered public pages", () => {
  it("are all dropped when published content changes, not only the changed path", () => {
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL });
    for (const path of ["/services", "/rehab/seo"]) {
      const stored = publicPageCache.set(path, {
        path,
        body: Buffer.from(`<html nonce="abc">${path}</html>`),
        nonce: "abc",
        headers,
        renderedAtVersion: publicPageCache.version,
      });
      expect(stored, path).toBeDefined();
    }
    expect(publicPageCache.size).toBe(2);
    // Publishing /rehab/seo also changes the services index that lists it.
    contentChanged({ paths: ["/rehab/seo"] });
    expect(publicPageCache.size).toBe(0);
    expect(publicPageCache.get("/services")).toBeUndefined();
  });
});
