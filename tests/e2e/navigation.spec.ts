import { expect, type Page, test } from "@playwright/test";
import { waitForIslands } from "./support/page-helpers";

/**
 * Desktop header: the active menu item, and the page shell (header, footer,
 * H1, metadata) in the server-rendered HTML, without JavaScript.
 */
const AGENCY = "Recovery Growth Partners";

import { BASE } from "./support/port";

const activeCases: { path: string; label: string }[] = [
  { path: "/", label: "Home" },
  { path: "/services", label: "Services" },
  { path: "/locations", label: "Locations" },
  { path: "/case-studies", label: "Case Studies" },
  { path: "/blog", label: "Blog" },
  { path: "/about", label: "About" },
  { path: "/blog/some-post", label: "Blog" },
  { path: "/locations/texas/austin", label: "Locations" },
  { path: "/services/", label: "Services" },
];

const menuLabels = ["Home", "Services", "Locations", "Case Studies", "Blog", "About"];

function mainNav(page: Page) {
  return page.locator('nav[aria-label="Main"]');
}

test.describe("desktop header: active menu item", () => {
  for (const { path, label } of activeCases) {
    test(`${path} marks ${label} as the current page`, async ({ page }) => {
      await page.goto(path);
      const nav = mainNav(page);
      await expect(nav).toBeVisible();
      await expect(nav.getByRole("link")).toHaveText(menuLabels);
      const current = nav.locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
      // Still right once the page's islands have run.
      await waitForIslands(page);
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    });
  }

  test("Home is not current below / and nothing is current on unrelated paths", async ({ page }) => {
    for (const path of ["/blogroll", "/contact", "/about-us"]) {
      await page.goto(path);
      await expect(mainNav(page)).toBeVisible();
      await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveCount(0);
    }
  });

  test("header has the logo link, Contact Us, and each menu link loads its page as a new document", async ({ page }) => {
    await page.goto("/");
    const logo = page.getByRole("link", { name: `${AGENCY}, home` });
    await expect(logo).toHaveAttribute("href", "/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden();

    for (const label of ["Blog", "Case Studies", "About", "Home"]) {
      // A marker on window survives client-side navigations, not document loads.
      await page.evaluate(() => {
        (window as unknown as { __spaMarker: number }).__spaMarker = 1;
      });
      await mainNav(page).getByRole("link", { name: label, exact: true }).click();
      const current = mainNav(page).locator('a[aria-current="page"]');
      await expect(current).toHaveText(label);
      await expect(current).toHaveCount(1);
      expect(await page.evaluate(() => (window as unknown as { __spaMarker?: number }).__spaMarker)).toBeUndefined();
    }
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Fill beds with patients who are ready for care");
  });

  test("footer shows the agency details", async ({ page }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(AGENCY, { exact: true })).toBeVisible();
    for (const heading of ["Services", "Quick Links", "Contact"]) {
      await expect(footer.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(footer.getByRole("link", { name: "(800) 555-0199" })).toHaveAttribute("href", "tel:+18005550199");
    await expect(footer.getByRole("link", { name: "hello@recoverygrowthpartners.com" })).toHaveAttribute(
      "href",
      "mailto:hello@recoverygrowthpartners.com",
    );
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${AGENCY}. All rights reserved.`);
    for (const [name, href] of [
      ["Privacy Policy", "/privacy-policy"],
      ["Terms of Service", "/terms-of-service"],
      ["Cookie Policy", "/cookie-policy"],
    ] as const) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
  });

  test("no console errors, CSP violations or hydration warnings on /, a 404 page and /contact", async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      // The 404 document itself is reported as a failed resource load.
      if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
      problems.push(`${message.type()}: ${text}`);
    });
    for (const path of ["/", "/no-such-page"]) {
      await page.goto(path);
      await waitForIslands(page);
    }
    await page.goto("/contact");
    await waitForIslands(page, "lead-form");
    await page.waitForLoadState("networkidle");
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

/** The framework's own scripts: React Router's client entry, React, route modules. None on a content page. */
function isFrameworkScript(url: string) {
  const { pathname } = new URL(url);
  // The page's islands, and the chat widget's (its launcher and bundle, fetched when the browser is idle).
  return pathname.endsWith(".js") && !/^\/assets\/(site|faq|chat|chat-window|lead-messages)-[\w-]+\.js$/.test(pathname);
}

test.describe("how pages load", () => {
  for (const path of [
    "/",
    "/faq",
    "/blog",
    "/locations/california",
    "/rehab-marketing/california/los-angeles",
    "/no-such-page",
  ]) {
    test(`${path} requests no framework script, only its islands after the first paint`, async ({ page }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(path);
      await waitForIslands(page);
      await page.waitForLoadState("networkidle");
      expect(scripts.filter(isFrameworkScript)).toEqual([]);
      expect(scripts.length).toBeGreaterThan(0);
      expect(await page.locator('link[rel="modulepreload"]').count()).toBe(0);
      expect(
        await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext),
      ).toBe("undefined");
    });
  }

  test("/contact's form island mounts, and its links to content pages load whole documents", async ({ page }) => {
    await page.goto("/contact");
    await waitForIslands(page, "lead-form");
    await page.evaluate(() => {
      (window as unknown as { __spaMarker: number }).__spaMarker = 1;
    });
    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/blog`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admissions marketing, written for operators");
    expect(await page.evaluate(() => (window as unknown as { __spaMarker?: number }).__spaMarker)).toBeUndefined();
    expect(await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext)).toBe(
      "undefined",
    );
  });

  test("same-site links are prefetched or prerendered on hover by Speculation Rules carrying the nonce", async ({ page }) => {
    const response = await page.goto("/");
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    const rules = page.locator('script[type="speculationrules"]');
    await expect(rules).toHaveCount(1);
    expect(await rules.evaluate((script) => (script as HTMLScriptElement).nonce)).toBe(nonce);
    const parsed = JSON.parse((await rules.textContent()) ?? "{}") as Record<string, { eagerness: string }[]>;
    expect(parsed.prerender?.[0]?.eagerness).toBe("moderate");
    expect(parsed.prefetch?.[0]?.eagerness).toBe("moderate");
    expect(await page.evaluate(() => HTMLScriptElement.supports?.("speculationrules"))).toBe(true);
  });
});

test("where Speculation Rules are missing, the site island prefetches a link's page on hover", async ({ page }) => {
  await page.addInitScript(() => {
    const supports = HTMLScriptElement.supports.bind(HTMLScriptElement);
    HTMLScriptElement.supports = (type: string) => type !== "speculationrules" && supports(type);
  });
  await page.goto("/");
  await waitForIslands(page);
  const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === "/about");
  await mainNav(page).getByRole("link", { name: "About", exact: true }).hover();
  await prefetched;
  await expect(page.locator('link[rel="prefetch"]')).toHaveAttribute("href", `${BASE}/about`);
});

test.describe("server-rendered HTML (JavaScript disabled)", () => {
  test.use({ javaScriptEnabled: false });

  const pages = [
    {
      path: "/",
      h1: "Fill beds with patients who are ready for care",
      title: `Addiction Treatment Marketing | ${AGENCY}`,
      canonical: BASE,
      active: "Home",
    },
    {
      path: "/blog/some-post",
      h1: "Page Not Found",
      title: `Page Not Found | ${AGENCY}`,
      canonical: `${BASE}/blog/some-post`,
      active: "Blog",
    },
  ];

  for (const item of pages) {
    test(`${item.path} renders header, footer, H1 and metadata without JavaScript`, async ({ page }) => {
      await page.goto(item.path);
      expect(
        await page.evaluate(() => typeof (window as unknown as { __reactRouterContext?: unknown }).__reactRouterContext),
      ).toBe("undefined");
      await expect(page).toHaveTitle(item.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", item.canonical);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{20,}/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(item.h1);
      await expect(mainNav(page).getByRole("link")).toHaveText(menuLabels);
      await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText(item.active);
      await expect(page.getByRole("link", { name: `${AGENCY}, home` })).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer).toContainText("(800) 555-0199");
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${AGENCY}. All rights reserved.`);

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
      const types = jsonLd.map((text) => (JSON.parse(text) as { "@type"?: string })["@type"]);
      expect(types).toContain("Organization");
    });
  }

  test("links work as plain links without JavaScript", async ({ page }) => {
    await page.goto("/");
    await mainNav(page).getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/blog`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Admissions marketing, written for operators");
    await expect(mainNav(page).locator('a[aria-current="page"]')).toHaveText("Blog");
  });
});

test.describe("raw HTML from the server", () => {
  test("/ contains the page shell before any script runs", async ({ request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/html");
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html>/i);
    expect(html).toContain(`<title>Addiction Treatment Marketing | ${AGENCY}</title>`);
    expect(html).toContain(`<link rel="canonical" href="${BASE}"/>`);
    expect(html).toMatch(/<meta name="description" content="[^"]{20,}"\/>/);
    expect(html).toContain('<meta name="robots" content="index, follow"/>');
    expect(html).toMatch(/<nav aria-label="Main"[^>]*>/);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/"[^>]*>Home<\/a>/);
    expect(html).toMatch(/<h1[^>]*>Fill beds with patients who are ready for care<\/h1>/);
    expect(html).toMatch(/<footer[^>]*>[\s\S]*Recovery Growth Partners[\s\S]*<\/footer>/);
    expect(html).toContain('"@type":"Organization"');
    expect(html).toContain(`aria-label="${AGENCY}, home"`);
  });

  test("a nested unknown path has its own canonical and the Blog item current", async ({ request }) => {
    const response = await request.get("/blog/some-post?utm_source=x");
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain(`<link rel="canonical" href="${BASE}/blog/some-post"/>`);
    expect(html).toMatch(/<a aria-current="page"[^>]*href="\/blog"[^>]*>Blog<\/a>/);
    // One current item in the main menu (the mobile menu's closed dialog marks its own).
    const mainMenu = /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(mainMenu.match(/aria-current="page"/g)).toHaveLength(1);
    expect(html).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    expect(html).toContain("<footer");
  });
});
