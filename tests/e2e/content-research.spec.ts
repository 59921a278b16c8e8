import { type APIRequestContext, expect, test } from "@playwright/test";
import { ANSWER_KEY, type CompetitorSites, startCompetitorSites } from "../support/competitor-sites";
import { CONTENT_RESEARCH_ARTICLE, contentResearchArticleId } from "./support/content-research-fixtures";
import { adminApi, adminPage } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";
import { openEditor } from "./support/studio-editor";

/**
 * Research and briefs (issue 24 items 1-2) on the e2e server, whose crawler
 * may fetch loopback addresses (CRAWL_ALLOW_PRIVATE, the crawler specs'
 * setting): hostile forms get a 4xx and store nothing; an admin builds the
 * brief for IOP marketing in Austin, Texas from the planted competitor sites
 * (tests/support/competitor-sites.ts) and reads it; the score beside the
 * article editor changes as the writer types. axe on /content-research, New
 * research and the brief view. (A private address without that setting is
 * refused by the store: app/.server/content/research/store.test.ts.)
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let admin: APIRequestContext;
let sites: CompetitorSites;
test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
  sites = await startCompetitorSites();
});
test.afterAll(async () => {
  await admin?.dispose();
  await sites?.close();
});

const NEW = "/content-research/new";
const austin = { kind: "city-service", state: "texas", city: "austin", service: "iop-marketing" };

/** Briefs listed on /content-research: what a refused form must not change. */
async function briefIds() {
  const html = await (await admin.get("/content-research")).text();
  return [...new Set([...html.matchAll(/\/content-research\/briefs\/(\d+)/g)].map((match) => match[1]))].sort();
}

test("hostile New research forms and brief ids get a clear 4xx and store nothing", async ({ baseURL }) => {
  const before = await briefIds();
  const many = Array.from({ length: 21 }, (_, i) => `https://competitor-${i}.example/iop`).join("\n");
  const cases: HostileCase[] = [
    {
      name: "21 URLs",
      send: () => admin.post(NEW, { form: { ...austin, urls: many } }),
      status: 400,
      message: "At most 20 URLs, one a line.",
    },
    {
      name: "a javascript: URL",
      send: () => admin.post(NEW, { form: { ...austin, urls: "javascript:alert(1)" } }),
      status: 400,
      message: "is not a web address (http or https).",
    },
    {
      name: "a URL with credentials",
      send: () => admin.post(NEW, { form: { ...austin, urls: "https://user:secret@competitor.example/iop" } }),
      status: 400,
      message: "carries a user name or password",
    },
    {
      name: "a city we do not have",
      send: () => admin.post(NEW, { form: { ...austin, city: "atlantis" } }),
      status: 400,
      message: "Choose a state, a city of that state and a service from the lists.",
    },
    {
      name: "a topic of two letters",
      send: () => admin.post(NEW, { form: { kind: "topic", topic: "ab", urls: "" } }),
      status: 400,
      message: "Name the topic (3 to 120 characters).",
    },
    {
      name: "a brief that does not exist",
      send: () => admin.get("/content-research/briefs/2147483000"),
      status: 404,
      message: "That brief does not exist.",
    },
    {
      name: "a rebuild of a brief that does not exist",
      send: () => admin.post("/content-research/briefs/2147483000", { form: {} }),
      status: 404,
      message: "That brief does not exist.",
    },
    {
      name: "a brief id that is not a number",
      send: () => admin.get("/content-research/briefs/1e3"),
      status: 404,
      message: "That brief does not exist.",
    },
    {
      name: "a foreign Origin",
      send: () =>
        admin.post(NEW, { form: { ...austin, urls: sites.urls.join("\n") }, headers: { Origin: "https://evil.example" } }),
      status: 403,
      message: "Cross-site requests are not allowed.",
    },
  ];
  await expectRefusals(cases);
  expect(await briefIds()).toEqual(before);
  expect(baseURL).toBeTruthy();
});

test("an admin builds the brief for IOP marketing in Austin from the competitor sites, reads it, and the editor's score moves as they type", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/content-research");
  await expect(page.getByRole("heading", { name: "Briefs" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole("link", { name: "New research" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New research" })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel("State", { exact: true }).selectOption("texas");
  await expect(page).toHaveURL(/state=texas/);
  await page.getByLabel("City", { exact: true }).selectOption("austin");
  await page.getByLabel("Service", { exact: true }).selectOption("iop-marketing");
  await page.getByLabel(/Competitor or reference URLs/).fill([...sites.urls, sites.disallowedUrl].join("\n"));
  await page.getByRole("button", { name: "Build the brief" }).click();

  await expect(page).toHaveURL(/\/content-research\/briefs\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("IOP Marketing in Austin, Texas");
  // The job reads the pages; the view polls until the brief is ready.
  await expect(page.getByTestId("brief-status").getByRole("status")).toHaveAttribute("data-status", "ready", { timeout: 60_000 });
  const terms = await page.getByTestId("brief-terms").locator("tbody tr th").allTextContents();
  // Every planted term is listed. Their order of importance is the vitest's (fetch-pages.test.ts, with a known
  // background): here the background is this server's own site, whose copy uses "admissions" and "telehealth" often.
  for (const term of ANSWER_KEY.terms) expect(terms, terms.join(", ")).toContain(term);
  expect(terms).not.toContain(ANSWER_KEY.outlierOnlyTerm);
  const questions = await page.getByTestId("brief-questions").locator("tbody tr th").allTextContents();
  expect(questions).toEqual(ANSWER_KEY.questions);
  await expect(page.getByTestId("word-range")).toContainText("Aim for 1,100 to 1,300 words");
  await expect(page.getByTestId("word-range")).toContainText("9,000 words");
  await expect(page.getByTestId("brief-sources")).toContainText("robots.txt disallows it");
  expect(sites.hits(sites.disallowedUrl)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);

  // The article for the same place: its editor scores the draft against this brief, live.
  const id = contentResearchArticleId();
  await openEditor(page, `/content-view/${id}`);
  const panel = page.getByTestId("content-score");
  await expect(panel).toBeVisible();
  const value = panel.getByTestId("content-score-value");
  await expect(value).toHaveText(/^\d+$/);
  const before = Number(await value.textContent());
  await expect(panel.getByTestId("missing-questions")).toContainText("How much does IOP cost?");
  const content = page.getByRole("textbox", { name: "Content", exact: true });
  await expect(content).toHaveAttribute("contenteditable", "true");
  await content.click();
  await content.pressSequentially(
    " How much does IOP cost? It is intensive outpatient. It is insurance verification. Austin and San Antonio families ask.",
  );
  await expect(panel.getByTestId("missing-questions")).not.toContainText("How much does IOP cost?");
  await expect.poll(async () => Number(await value.textContent())).toBeGreaterThan(before);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(CONTENT_RESEARCH_ARTICLE.title);
});
