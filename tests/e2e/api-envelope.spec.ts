import { expect, test } from "@playwright/test";
import routes from "../../app/routes";

/**
 * One socket for every API (issue 20 A1): this walks app/routes.ts and sends
 * every API address what no client should (a method it does not serve, a
 * body that is not JSON, one over any cap), and fails for a route that
 * answers in another shape than the envelope, or with a 5xx.
 */
interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

function apiPaths(entries: RouteEntry[]): string[] {
  return entries.flatMap((entry) => [
    ...(entry.path?.startsWith("api/") ? [`/${entry.path}`] : []),
    ...apiPaths(entry.children ?? []),
  ]);
}

const ID = "00000000-0000-4000-8000-000000000000";
const paths = [...new Set(apiPaths(routes as RouteEntry[]))].map((path) => path.replace(/:[a-z]+/gi, ID));

test("the walk covers every API of app/routes.ts", () => {
  expect(paths.length).toBeGreaterThanOrEqual(15);
  expect(paths).toContain("/api/leads");
  expect(paths).toContain("/api/events");
});

for (const path of paths) {
  test(`${path} refuses in the envelope`, async ({ request, baseURL }) => {
    const origin = new URL(baseURL ?? "").origin;
    const attempts: [string, () => ReturnType<typeof request.post>][] = [
      ["PATCH", () => request.fetch(path, { method: "PATCH", headers: { Origin: origin } })],
      [
        "POST bad JSON",
        () => request.post(path, { data: "{not json", headers: { "Content-Type": "application/json", Origin: origin } }),
      ],
      [
        "POST 200 KB",
        () => request.post(path, { data: "x".repeat(200_000), headers: { "Content-Type": "application/json", Origin: origin } }),
      ],
    ];
    for (const [what, send] of attempts) {
      const response = await send();
      const label = `${what} ${path}: ${response.status()}`;
      // A GET-only address may answer a POST with 405, a public POST with 400/413/415, a guarded one with 401/403.
      expect(response.status(), label).toBeGreaterThanOrEqual(400);
      expect(response.status(), label).toBeLessThan(500);
      const body = (await response.json().catch(() => null)) as { error?: { code?: unknown; message?: unknown } } | null;
      expect(typeof body?.error?.code, `${label}: ${JSON.stringify(body)}`).toBe("string");
      expect(typeof body?.error?.message, label).toBe("string");
    }
  });
}
