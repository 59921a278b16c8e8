import { expect, test } from "@playwright/test";

/**
 * The analysis API through the real server (guard, CSRF rule, routes): the
 * long list of hostile bodies runs in app/.server/audits/analyzer/flow/create-analysis.test.ts
 * against the database; here the parts only the running server has.
 */
test("a foreign Origin is refused before anything runs", async ({ request }) => {
  const response = await request.post("/api/analyses", {
    headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
    data: { url: "https://www.example.com" },
  });
  expect(response.status()).toBe(403);
});

test("bad requests are clear 4xx answers in JSON, unknown ids 404 on every read", async ({ request }) => {
  for (const [body, status, message] of [
    [{ url: "" }, 400, "Please enter a website URL"],
    [{ url: "javascript:alert(1)" }, 400, "Only http:// and https:// websites can be analyzed."],
    [{ url: "https://www.example.com", maxPages: 5000 }, 400, "Unknown field: maxPages"],
  ] as const) {
    const response = await request.post("/api/analyses", { data: body });
    expect(response.status()).toBe(status);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(message);
  }
  expect((await request.get("/api/analyses")).status()).toBe(405);
  for (const path of ["", "/events", "/report.pdf", "/report.csv", "/report.json"]) {
    for (const id of ["00000000-0000-4000-8000-000000000000", "not-an-id", "%27%20or%201%3D1"]) {
      const response = await request.get(`/api/analyses/${id}${path}`);
      expect(response.status(), `${id}${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: { code: "NOT_FOUND", message: "No analysis found for this ID." } });
    }
  }
});
