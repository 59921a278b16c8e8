import { expect, test } from "@playwright/test";
/**
 * The page cache as visitors and crawlers meet it: a second request for a
 * public page is a hit with its own nonce, private areas and other queries
 * never are, gzip hits decode to the same page. Also the image endpoint.
 */
import { waitForIslands } from "./support/page-helpers";
import { E2E_PORT } from "./support/port";
import { rawGet } from "./support/raw-http";

const nonceOf = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("a second request for a public page is a cache hit with a fresh nonce", async () => {
  await rawGet(E2E_PORT, "/", {});
  const first = await rawGet(E2E_PORT, "/", {});
  const second = await rawGet(E2E_PORT, "/?utm_source=newsletter&gclid=abc", {});
  expect(first.headers["x-cache"]).toBe("HIT");
  expect(second.headers["x-cache"]).toBe("HIT");
  expect(first.headers["cache-control"]).toBe("public, max-age=0, s-maxage=300, stale-while-revalidate=86400");

  const firstNonce = nonceOf(first.headers["content-security-policy"] as string);
  const secondNonce = nonceOf(second.headers["content-security-policy"] as string);
  expect(firstNonce).toBeTruthy();
  expect(secondNonce).not.toBe(firstNonce);
  // Every nonce in the body is the one of its own response's policy.
  const bodyNonces = (html: string) => new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
  expect(bodyNonces(first.body)).toEqual(new Set([firstNonce]));
  expect(bodyNonces(second.body)).toEqual(new Set([secondNonce]));
  expect(first.body.replaceAll(firstNonce!, "N")).toBe(second.body.replaceAll(secondNonce!, "N"));
});

test("cached pages run their island loader and islands under the policy", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/");
  const response = await page.goto("/");
  expect(response?.headers()["x-cache"]).toBe("HIT");
  expect(response?.headers()["content-encoding"]).toBe("gzip");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill beds with patients who are ready for care");
  // The islands mount only if the inline loader ran, which needs this response's nonce.
  await waitForIslands(page);
  await page.getByRole("link", { name: "Get Started" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  expect(errors.filter((text) => text.includes("Content Security Policy"))).toEqual([]);
});

test("private areas, other queries and error pages are never served from the cache", async () => {
  for (const path of ["/admin", "/dashboard/leads", "/auth"]) {
    await rawGet(E2E_PORT, path, {});
    const again = await rawGet(E2E_PORT, path, {});
    expect(again.headers["x-cache"], path).toBe("BYPASS");
    expect(again.headers["cache-control"], path).toBe("no-store");
  }
  await rawGet(E2E_PORT, "/?page=2", {});
  expect((await rawGet(E2E_PORT, "/?page=2", {})).headers["x-cache"]).toBe("BYPASS");
  await rawGet(E2E_PORT, "/no-such-page", {});
  const missing = await rawGet(E2E_PORT, "/no-such-page", {});
  expect(missing.status).toBe(404);
  expect(missing.headers["x-cache"]).toBe("MISS");
  expect(missing.headers["cache-control"]).toBe("private, no-cache");
  // Signed-in staff get their own render.
  const staff = await rawGet(E2E_PORT, "/", { Cookie: "better-auth.session_token=abc" });
  expect(staff.headers["x-cache"]).toBe("BYPASS");
});

test("the image endpoint serves art at the spec's widths in modern formats", async ({ request }) => {
  const image = await request.get("/images/art/hero-growth.svg?w=640", {
    headers: { Accept: "image/avif,image/webp,image/apng,*/*;q=0.8" },
  });
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/avif");
  expect((await request.get("/images/art/hero-growth.svg?w=500")).status()).toBe(400);
  expect((await request.get("/images/art/..%2f..%2fpackage.json?w=640")).status()).toBe(404);
});
