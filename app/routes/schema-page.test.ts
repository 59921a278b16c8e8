import { describe, expect, it } from "vitest";
import { testSite as site } from "../../tests/fixtures/site-config";
import { meta } from "./schema-page";

function robotsOf(noindex: boolean | undefined) {
  const loaderData = {
    page: {
      path: "/rehab/hidden",
      type: "service" as const,
      schema: {
        seo: { title: "Hidden", description: "A page kept out of search.", noindex },
        sections: [{ id: "hero", type: "hero", title: "Hidden" }],
      },
      publishedAt: "2026-11-01T00:00:00.000Z",
      modifiedAt: "2026-11-02T00:00:00.000Z",
    },
    breadcrumbs: [{ label: "Home", href: "/" }, { label: "Hidden" }],
    stateCode: undefined,
  };
  const tags = meta({ loaderData, matches: [{ id: "root", loaderData: { site } }] } as unknown as Parameters<typeof meta>[0]);
  return (tags as Record<string, unknown>[]).find((tag) => tag.name === "robots")?.content;
}

describe("schema page meta", () => {
  it("asks search engines not to index a page its writer marked noindex, and to index the others", () => {
    expect(robotsOf(true)).toBe("noindex, follow");
    expect(robotsOf(false)).toBe("index, follow");
    expect(robotsOf(undefined)).toBe("index, follow");
  });
});
