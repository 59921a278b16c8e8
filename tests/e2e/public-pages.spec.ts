import { expect, test } from "@playwright/test";
import { jsonLd, seriousViolations, waitForIslands } from "./support/page-helpers";
import { BASE } from "./support/port";

/** Home, About, FAQ, Case Studies and the legal pages: status, metadata, structure, links, accessibility. */

const AGENCY = "Recovery Growth Partners";

const pages = [
  { path: "/", title: `Addiction Treatment Marketing | ${AGENCY}`, h1: "Fill beds with patients who are ready for care" },
  { path: "/about", title: `About Our Agency | ${AGENCY}`, h1: "About Our Agency" },
  { path: "/faq", title: `Treatment Center Marketing FAQ | ${AGENCY}`, h1: "Frequently Asked Questions" },
  { path: "/case-studies", title: `Case Studies & Success Stories | ${AGENCY}`, h1: "Case Studies & Success Stories" },
  { path: "/privacy-policy", title: `Privacy Policy | ${AGENCY}`, h1: "Privacy Policy" },
  { path: "/terms-of-service", title: `Terms of Service | ${AGENCY}`, h1: "Terms of Service" },
  { path: "/cookie-policy", title: `Cookie Policy | ${AGENCY}`, h1: "Cookie Policy" },
];

test.describe("each page", () => {
  for (const { path, title, h1 } of pages) {
    test(`${path} answers 200 with its own title, one H1, a self canonical and breadcrumbs`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(title);
      expect(title.length).toBeLessThanOrEqual(60);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(h1);
      await expect(page.locator("h1")).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${BASE}${path === "/" ? "" : path}`);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length ?? 0).toBeGreaterThan(80);
      const breadcrumbs = (await jsonLd(page)).filter((item) => item["@type"] === "BreadcrumbList");
      if (path === "/") {
        expect(breadcrumbs).toHaveLength(0);
      } else {
        expect(breadcrumbs).toHaveLength(1);
        await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Home" })).toHaveAttribute(
          "href",
          "/",
        );
      }
    });
  }

  test("load their islands without console errors or CSP violations", async ({ page }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() !== "error" && message.type() !== "warning") return;
      const text = message.text();
      // Portraits and case-study art are drawn by another change; until it lands they are missing files.
      if (/Failed to load resource: the server responded with a status of 404/.test(text)) return;
      problems.push(`${message.type()} on ${page.url()}: ${text}`);
    });
    for (const { path } of pages) {
      await page.goto(path);
      await waitForIslands(page);
    }
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("descriptions differ from page to page", async ({ page }) => {
    const seen = new Set<string>();
    for (const { path } of pages) {
      await page.goto(path);
      seen.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(seen.size).toBe(pages.length);
  });
});

test.describe("home page", () => {
  test("shows the spec's sections in order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.getByRole("main").locator("h1, h2").allTextContents();
    const expected = [
      "Fill beds with patients who are ready for care",
      "The channels that bring in admissions",
      "Marketing for each program you run",
      "Three ways to work with us",
      "Built for the way treatment centers grow",
      "Our Approach",
      "Our Services",
      "What operators ask us first",
      "See where your website loses admissions",
      "Ready to talk about your census?",
      "Treatment center marketing across the United States",
    ];
    expect(headings).toEqual(expected);
  });

  test("hero, service cards, analysis teaser and closing call to action link where the spec says", async ({ page }) => {
    await page.goto("/");
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: "Get Started", exact: true })).toHaveAttribute("href", "/contact");

    const cardLinks: [string, string][] = [
      ["SEO & Content Marketing", "/rehab/seo"],
      ["PPC & Digital Advertising", "/rehab/ppc"],
      ["Website Design & Development", "/addiction-treatment-website-design"],
      ["Rehab & Inpatient", "/inpatient-marketing"],
      ["Outpatient & IOP", "/iop-marketing"],
      ["Mental Health", "/mental-health-marketing"],
    ];
    for (const [title, href] of cardLinks) {
      const card = main.locator("li").filter({ has: page.getByRole("heading", { level: 3, name: title, exact: true }) });
      await expect(card.getByRole("link").first(), title).toHaveAttribute("href", href);
      expect(["/contact", "/schedule-session"], title).toContain(await card.getByRole("link").nth(1).getAttribute("href"));
    }

    const analyze = main.getByRole("link", { name: "Analyze Your Website" });
    await expect(analyze).toHaveAttribute("href", "/client-ingestion");
    for (const title of ["SEO Analysis", "Performance Check", "Content Strategy"]) {
      await expect(main.getByRole("heading", { level: 3, name: title, exact: true })).toBeVisible();
    }
    await expect(main.getByRole("link", { name: "Schedule a Free Consultation" })).toHaveAttribute("href", "/contact");
  });

  test("plan cards: Standard highlighted, no prices, the plan page and the exact secondary link", async ({ page }) => {
    await page.goto("/");
    const plans: [string, string, string, string][] = [
      ["entry", "/entry-plan", "Schedule a Consultation", "/schedule-session"],
      ["standard", "/marketing-plan", "Schedule a Strategy Session", "/schedule-session"],
      ["premium", "/high-end-plan", "Request Custom Quote", "/contact"],
    ];
    for (const [id, planPage, text, target] of plans) {
      const card = page.locator(`[data-plan="${id}"]`);
      const links = card.getByRole("link");
      await expect(links).toHaveCount(2);
      await expect(links.first()).toHaveAttribute("href", planPage);
      await expect(links.nth(1)).toHaveText(text);
      await expect(links.nth(1)).toHaveAttribute("href", target);
      expect(await card.textContent()).not.toMatch(/\$\s?\d/);
    }
    await expect(page.locator('[data-plan="standard"]')).toContainText("Recommended");
    await expect(page.locator("[data-plan] h3")).toHaveText(["Entry Level", "Standard", "Premium"]);
  });

  test("benefits and the six-question FAQ with FAQPage data", async ({ page }) => {
    await page.goto("/");
    const benefits = page.locator("section", {
      has: page.getByRole("heading", { name: "Built for the way treatment centers grow" }),
    });
    await expect(benefits.locator("h3")).toHaveText([
      "Industry Expertise",
      "Data-Driven Strategies",
      "Customized Solutions",
      "Measurable Results",
      "Exceptional Customer Service",
    ]);
    const faq = page.locator("section", { has: page.getByRole("heading", { name: "What operators ask us first" }) });
    await expect(faq.locator("h3")).toHaveCount(6);
    const data = (await jsonLd(page)).find((item) => item["@type"] === "FAQPage") as { mainEntity: unknown[] } | undefined;
    expect(data?.mainEntity).toHaveLength(6);
  });
});

test.describe("about and case studies", () => {
  test("about has mission, three values, a team of three with portraits and the closing call to action", async ({ page }) => {
    await page.goto("/about");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 2, name: "Our Mission" })).toBeVisible();
    const values = page.locator("section", { has: page.getByRole("heading", { name: "Our Core Values" }) });
    await expect(values.locator("h3")).toHaveText(["Integrity", "Expertise", "Data-Driven"]);
    const team = page.locator("section", { has: page.getByRole("heading", { name: "Leadership Team" }) });
    await expect(team.locator("h3")).toHaveCount(3);
    const portraits = team.locator("img");
    await expect(portraits).toHaveCount(3);
    for (let index = 0; index < 3; index++) {
      expect(await portraits.nth(index).getAttribute("src")).toContain(`team-${index + 1}`);
      expect(await portraits.nth(index).getAttribute("alt")).toMatch(/^Portrait of /);
    }
    await expect(main.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
  });

  test("case studies: three stories with results, testimonials and both calls to action", async ({ page }) => {
    await page.goto("/case-studies");
    const main = page.getByRole("main");
    const stories = main.locator("article");
    await expect(stories).toHaveCount(3);
    for (let index = 0; index < 3; index++) {
      const story = stories.nth(index);
      await expect(story.locator("h3")).toHaveText(["The challenge", "Our solution", "Results"]);
      expect(await story.locator("img").getAttribute("src")).toContain(
        ["case-residential", "case-outpatient", "case-mental-health"][index],
      );
    }
    await expect(main).toContainText("240% more leads");
    await expect(main).toContainText("4.3:1");
    const testimonials = page.locator("section", { has: page.getByRole("heading", { name: "What Our Clients Say" }) });
    await expect(testimonials.locator("blockquote")).toHaveCount(3);
    await expect(main.getByRole("link", { name: "Schedule a Strategy Session" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "Get Started Today" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("legal pages", () => {
  const legal: [string, number][] = [
    ["/privacy-policy", 9],
    ["/terms-of-service", 15],
    ["/cookie-policy", 6],
  ];
  for (const [path, count] of legal) {
    test(`${path} has ${count} numbered h2 sections and a Last updated date`, async ({ page }) => {
      await page.goto(path);
      const numbered = page.getByRole("article").locator("h2");
      await expect(numbered).toHaveCount(count);
      const texts = await numbered.allTextContents();
      for (const [index, text] of texts.entries()) expect(text).toMatch(new RegExp(`^${index + 1}\\. \\S`));
      await expect(page.getByText(/^Last updated: /)).toContainText(/\w+ \d{1,2}, \d{4}/);
    });
  }

  test("the privacy policy names the site's mailbox and phone", async ({ page }) => {
    await page.goto("/privacy-policy");
    const contact = page.getByRole("article").getByRole("region", { name: "9. Contact Us" });
    const footerEmail = await page.getByRole("contentinfo").locator('a[href^="mailto:"]').first().textContent();
    expect(footerEmail).toBeTruthy();
    await expect(contact).toContainText(footerEmail ?? "");
    await expect(contact).toContainText(/\(\d{3}\) \d{3}-\d{4}/);
    await expect(page.getByRole("main")).not.toContainText("{");
  });
});

test.describe("desktop menu", () => {
  const cases: [string, string][] = [
    ["/", "Home"],
    ["/about", "About"],
    ["/case-studies", "Case Studies"],
  ];
  for (const [path, label] of cases) {
    test(`${path} marks ${label} as current`, async ({ page }) => {
      await page.goto(path);
      const current = page.getByRole("navigation", { name: "Main" }).locator('a[aria-current="page"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText(label);
    });
  }
});

test.describe("accessibility (axe-core)", () => {
  for (const path of ["/", "/about", "/faq", "/privacy-policy", "/case-studies"]) {
    for (const [name, size] of [
      ["desktop", { width: 1280, height: 800 }],
      ["mobile", { width: 360, height: 800 }],
    ] as const) {
      test(`${path} at ${name} width has no serious or critical violations`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const violations = await seriousViolations(page);
        expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
        // Nothing wider than the screen.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
      });
    }
  }
});
