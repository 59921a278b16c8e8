import { type APIResponse, expect, test } from "@playwright/test";
import { HOSTILE_CASES } from "./crawler-hostile-cases";
import { FIXTURE_CRAWL_ID } from "./support/crawler-fixtures";

/**
 * Malformed and hostile requests to /api/crawls through the built server
 * (its guard, routing and body limits in front of the API): each gets a
 * clear 4xx and no stack trace. The API's integration test sends the same
 * list and also checks that none of them stored a crawl or queued a job,
 * including the private-address cases this server (CRAWL_ALLOW_PRIVATE=true,
 * for its loopback fixture sites) lets through.
 */
let origin: string;
test.beforeAll(() => {
  origin = new URL(test.info().project.use.baseURL!).origin;
});

async function expectClearRefusal(response: APIResponse, label: string, status?: number) {
  if (status) expect(response.status(), label).toBe(status);
  expect(response.status(), label).toBeGreaterThanOrEqual(400);
  expect(response.status(), label).toBeLessThan(500);
  const body = await response.text();
  expect(body, label).not.toMatch(/\n\s+at [\w.<]+ \(|node_modules|\.ts:\d+/);
  const parsed = JSON.parse(body) as { error?: { message?: string } };
  expect(parsed.error?.message, `${label}: ${body}`).toMatch(/[A-Za-z]{3,}/);
}

for (const hostile of HOSTILE_CASES.filter((each) => !each.needsAddressRules && !each.needsRunningCrawl)) {
  test(`${hostile.label}: a clear ${hostile.status ?? "4xx"}`, async ({ request }) => {
    const response = await request.fetch(hostile.path.replace("{crawl}", FIXTURE_CRAWL_ID), {
      method: hostile.method,
      data: hostile.body,
      headers: { Origin: origin, ...(hostile.contentType ? { "Content-Type": hostile.contentType } : {}), ...hostile.headers },
      maxRedirects: 0,
    });
    await expectClearRefusal(response, hostile.label, hostile.status);
  });
}

test("a foreign Origin or a cross-site fetch cannot start, vectorize or cancel a crawl", async ({ request }) => {
  const body = JSON.stringify({ url: "http://127.0.0.1:9/" });
  for (const [path, headers] of [
    ["/api/crawls", { Origin: "https://evil.example" }],
    ["/api/crawls", { "Sec-Fetch-Site": "cross-site" }],
    [`/api/crawls/${FIXTURE_CRAWL_ID}/vectorize`, { Origin: "https://evil.example" }],
    [`/api/crawls/${FIXTURE_CRAWL_ID}/cancel`, { Origin: "null", "Sec-Fetch-Site": "cross-site" }],
  ] as const) {
    const response = await request.post(path, { data: body, headers: { "Content-Type": "application/json", ...headers } });
    await expectClearRefusal(response, `${path} ${JSON.stringify(headers)}`, 403);
  }
});

test("cancel is refused once a crawl has finished, and the finished crawl is unchanged", async ({ request }) => {
  const before = await (await request.get(`/api/crawls/${FIXTURE_CRAWL_ID}`)).json();
  const response = await request.post(`/api/crawls/${FIXTURE_CRAWL_ID}/cancel`, {
    data: "{}",
    headers: { Origin: origin, "Content-Type": "application/json" },
  });
  // The fixture crawl was started by nobody here: refused either way, never done.
  await expectClearRefusal(response, "cancel a finished crawl");
  expect(await (await request.get(`/api/crawls/${FIXTURE_CRAWL_ID}`)).json()).toEqual(before);
});
