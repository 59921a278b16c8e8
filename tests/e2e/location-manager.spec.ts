import { type APIRequestContext, expect, request as playwrightRequest, test } from "@playwright/test";
import { adminApi, adminPage, unique } from "./support/inbox-session";
import { seriousViolations } from "./support/page-helpers";
import { expectRefusals, type HostileCase } from "./support/refusals";

/**
 * The location manager end to end (issue 23 item 1): a CSV of 500 cities
 * (20 duplicates, 10 invalid rows, 5 renames of seeded cities) shows the
 * exact counts in the preview and imports; the new cities' pages answer 200
 * and are in the sitemap; a renamed city's old URLs answer 301; the undo
 * removes the new cities and their sitemap entries and gives the renamed
 * ones their URLs back. A rename through the form redirects; the page is axe
 * clean; hostile posts get a 4xx with a clear message and change nothing.
 */
// In order, on one worker: the hostile cases count the cities before and after.
test.describe.configure({ mode: "default" });

let admin: APIRequestContext;
let anonymous: APIRequestContext;
const id = unique();

test.beforeAll(async ({ baseURL }) => {
  admin = await adminApi(baseURL ?? "");
  anonymous = await playwrightRequest.newContext({ baseURL: baseURL ?? "", maxRedirects: 0 });
});
test.afterAll(async () => {
  await admin?.dispose();
  await anonymous?.dispose();
});

/** How many cities the page says there are. */
async function cityCount(): Promise<number> {
  const html = await (await admin.get("/location-manager")).text();
  const match = /([\d,]+) cit(?:y|ies); page/.exec(html);
  if (!match?.[1]) throw new Error("the city count is not on the page");
  return Number(match[1].replaceAll(",", ""));
}

/** Every URL of the sitemaps, as paths. */
async function sitemapPaths(): Promise<Set<string>> {
  const index = await (await anonymous.get("/sitemap.xml")).text();
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const paths = new Set<string>();
  for (const child of children) {
    const xml = await (await anonymous.get(child)).text();
    for (const match of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) paths.add(new URL(match[1] ?? "").pathname);
  }
  return paths;
}

/**
 * A page's status. A GET sent on a kept-alive socket just as the server closes it as idle (the import kept this
 * client idle past KEEP_ALIVE_TIMEOUT_MS) fails with ECONNRESET before the server saw it; browsers retry such an
 * idempotent request once on a new connection, and so does this. Any other error, or a second reset, fails the test.
 */
async function statusOf(path: string): Promise<number> {
  try {
    return (await anonymous.get(path)).status();
  } catch (error) {
    if (!String(error).includes("ECONNRESET")) throw error;
    return (await anonymous.get(path)).status();
  }
}

async function statuses(paths: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let start = 0; start < paths.length; start += 20) {
    await Promise.all(paths.slice(start, start + 20).map(async (path) => found.set(path, await statusOf(path))));
  }
  return found;
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const NEW_STATES = [
  ["Wyoming", "WY"],
  ["Vermont", "VT"],
  ["Montana", "MT"],
  ["North Dakota", "ND"],
  ["South Dakota", "SD"],
] as const;
/** Seeded cities renamed by the import (and given their names back by the undo). */
const RENAMED = [
  ["Burlington", "Vermont"],
  ["South Burlington", "Vermont"],
  ["Colchester", "Vermont"],
  ["Cheyenne", "Wyoming"],
  ["Casper", "Wyoming"],
] as const;

function cityCsv() {
  const lines = ["City,State,Population,Lat,Lng,Timezone,Major,Old Name"];
  const created: string[] = [];
  for (let i = 0; i < 465; i++) {
    const [stateName, code] = NEW_STATES[i % NEW_STATES.length] ?? NEW_STATES[0];
    const name = `E2E Place ${id} ${i}`;
    created.push(`/locations/${slug(stateName)}/${slug(name)}`);
    lines.push(`${name},${i % 2 ? code : stateName},${1000 + i},44.${i},-104.${i},America/Denver,no,`);
  }
  // 20 duplicates: the same places written another way (case, state code for name).
  for (let i = 0; i < 20; i++) {
    const [stateName, code] = NEW_STATES[i % NEW_STATES.length] ?? NEW_STATES[0];
    lines.push(`e2e place ${id} ${i}.,${i % 2 ? stateName.toUpperCase() : code.toLowerCase()},,,,,,`);
  }
  // 10 invalid rows, each for a reason the preview names.
  lines.push(
    `Bad State ${id},Atlantis,,,,,,`,
    `Bad State 2 ${id},ZZ,,,,,,`,
    `Bad Pop ${id},WY,lots,,,,,`,
    `Bad Pop 2 ${id},WY,-5,,,,,`,
    `=HYPERLINK("http://evil.example"),WY,,,,,,`,
    `@SUM(A1),WY,,,,,,`,
    `Bad Zone ${id},WY,,,,Mars/Base,,`,
    `Bad Zone 2 ${id},WY,,,,+05:00,,`,
    `Bad Lat ${id},WY,,95,10,,,`,
    `Bad Rename ${id},WY,,,,,,No Such Town ${id}`,
  );
  const renamed = RENAMED.map(([name, state]) => {
    const to = `${name} E2E ${id}`;
    lines.push(`${to},${state},,,,,,${name}`);
    return { from: `/locations/${slug(state)}/${slug(name)}`, to: `/locations/${slug(state)}/${slug(to)}`, state, name };
  });
  return { csv: lines.join("\r\n"), created, renamed };
}

test("a CSV of 500 cities previews with exact counts, imports, answers and is in the sitemap; the undo takes it back", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { csv, created, renamed } = cityCsv();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/location-manager");
  await page.getByLabel(/CSV file/).setInputFiles({ name: `cities-${id}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Preview import" }).click();
  // The machine is shared: the answer and the list's revalidation can take a while.
  await expect(page.getByTestId("city-import-counts")).toHaveText("465 new, 5 updated, 0 unchanged, 20 duplicate, 10 invalid.", {
    timeout: 30_000,
  });
  const rows = page.getByRole("list", { name: "Rows to look at" });
  await expect(rows).toContainText('"Atlantis" is not a state we list');
  await expect(rows).toContainText("spreadsheet formulas are not imported");
  await expect(rows).toContainText(`There is no city "No Such Town ${id}" in Wyoming to rename.`);
  await expect(page.getByLabel("City name column")).toHaveValue("City");
  await expect(page.getByLabel("Renames (old name or slug) column")).toHaveValue("Old Name");

  await page.getByRole("button", { name: "Import 470 cities" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Imported" })).toContainText(
    "465 new, 5 updated (5 renamed), 0 unchanged, 20 duplicate and 10 invalid rows skipped",
    { timeout: 30_000 },
  );

  // Every new city's page answers, and is in the sitemap.
  const answered = await statuses(created);
  expect([...answered].filter(([, status]) => status !== 200)).toEqual([]);
  let inSitemap = await sitemapPaths();
  expect(created.filter((path) => !inSitemap.has(path))).toEqual([]);
  // Each renamed city: its old page and service pages answer 301 to the new ones, the new page 200.
  for (const city of renamed) {
    const old = await anonymous.get(city.from);
    expect(old.status(), city.from).toBe(301);
    expect(old.headers().location).toBe(city.to);
    const service = await anonymous.get(city.from.replace("/locations/", "/seo/"));
    expect(service.status()).toBe(301);
    expect(service.headers().location).toBe(city.to.replace("/locations/", "/seo/"));
    expect((await anonymous.get(city.to)).status()).toBe(200);
    expect(inSitemap.has(city.to)).toBe(true);
    expect(inSitemap.has(city.from)).toBe(false);
  }
  // The state page lists a renamed city under its new name at once.
  expect(await (await anonymous.get("/locations/vermont")).text()).toContain(`Burlington E2E ${id}`);

  // The undo of the whole import.
  await page.goto("/location-manager");
  const batch = page.getByRole("row").filter({ hasText: `cities-${id}.csv` });
  await batch.getByRole("button", { name: /Undo import/ }).click();
  await expect(page.getByRole("status").filter({ hasText: "undone" })).toContainText("465 cities removed, 5 restored", {
    timeout: 30_000,
  });
  const gone = await statuses(created);
  expect([...gone].filter(([, status]) => status !== 404)).toEqual([]);
  inSitemap = await sitemapPaths();
  expect(created.filter((path) => inSitemap.has(path))).toEqual([]);
  for (const city of renamed) {
    expect((await anonymous.get(city.from)).status(), city.from).toBe(200);
    expect(inSitemap.has(city.from)).toBe(true);
  }
  await page.context().close();
});

test("a rename through the form redirects the old URLs; a city without content is deleted directly", async ({
  browser,
  baseURL,
}) => {
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/location-manager");
  const form = page.getByRole("region", { name: "Add a city" });
  await form.getByLabel("City name").fill(`Form Town ${id}`);
  await form.getByLabel("State").selectOption({ label: "Wyoming" });
  await form.getByLabel(/Time zone/).fill("America/Denver");
  await page.getByRole("button", { name: "Add city" }).click();
  await expect(page.getByRole("status").filter({ hasText: "added to Wyoming" })).toBeVisible();
  const before = `/locations/wyoming/form-town-${id}`;
  expect((await anonymous.get(before)).status()).toBe(200);

  await page.goto(`/location-manager?q=${encodeURIComponent(`Form Town ${id}`)}`);
  await page.getByRole("link", { name: `Edit Form Town ${id}, WY` }).click();
  const edit = page.getByRole("region", { name: `Edit Form Town ${id}, Wyoming` });
  await edit.getByLabel("City name").fill(`Renamed Town ${id}`);
  await page.getByRole("button", { name: "Save city" }).click();
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toContainText("old addresses redirect there (301)");
  const after = `/locations/wyoming/renamed-town-${id}`;
  const moved = await anonymous.get(before);
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(after);
  expect((await anonymous.get(after)).status()).toBe(200);

  await page.goto(`/location-manager?q=${encodeURIComponent(`Renamed Town ${id}`)}`);
  await page.getByRole("link", { name: `Delete Renamed Town ${id}, WY` }).click();
  await page.getByRole("button", { name: `Delete Renamed Town ${id}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "deleted" })).toBeVisible();
  expect((await anonymous.get(after)).status()).toBe(404);
  await page.context().close();
});

test("the CSV export lists every city in columns the import reads back; only for staff", async () => {
  const response = await admin.get("/location-manager/cities.csv");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/csv");
  const text = await response.text();
  expect(text.startsWith('"city","state","slug","population"')).toBe(true);
  expect(text).toContain('"Burlington","VT","burlington"');
  expect((await anonymous.get("/location-manager/cities.csv")).status()).toBe(302);
});

test("/location-manager has no serious axe violations, with a preview, the edit and the delete forms open", async ({
  browser,
  baseURL,
}) => {
  // Three axe scans of a page with a 50-row table, on a machine shared with other suites.
  test.slow();
  const page = await adminPage(browser, baseURL ?? "");
  await page.goto("/location-manager");
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel(/CSV file/).setInputFiles({
    name: "c.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`city,state\nAxe ${id},Atlantis\nŁódź ${id},WY\n`),
  });
  await page.getByRole("button", { name: "Preview import" }).click();
  await expect(page.getByTestId("city-import-counts")).toContainText("1 invalid", { timeout: 20_000 });
  expect(await seriousViolations(page)).toEqual([]);
  await page
    .getByRole("link", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByRole("button", { name: "Save city" })).toBeVisible();
  await page
    .getByRole("link", { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole("button", { name: /^Delete / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.context().close();
});

const form = (fields: Record<string, string>) => ({ form: fields });
const upload = (intent: string, buffer: Buffer) => ({
  multipart: { intent, file: { name: "c.csv", mimeType: "text/csv", buffer } },
});

const hostile: HostileCase[] = [
  {
    name: "a CSV in Windows-1252",
    send: () => admin.post("/location-manager", upload("import", Buffer.from("city,state\nSan Jos\xe9,TX\n", "latin1"))),
    status: 400,
    message: "The file is not UTF-8 text",
  },
  {
    name: "a CSV in UTF-16",
    send: () => admin.post("/location-manager", upload("preview", Buffer.from("\ufeffcity,state\nWaco,TX\n", "utf16le"))),
    status: 400,
    message: "UTF-16",
  },
  {
    name: "a CSV whose cells are spreadsheet formulas",
    send: () =>
      admin.post(
        "/location-manager",
        upload("import", Buffer.from(`city,state\n"=HYPERLINK(""http://evil"")",TX\n@SUM(A1),TX\n+1,TX\n`)),
      ),
    status: 422,
    message: "spreadsheet formulas are not imported",
  },
  {
    name: "an upload larger than the form cap",
    send: () => admin.post("/location-manager", upload("preview", Buffer.alloc(6 * 1024 * 1024, "a"))),
    status: 413,
    message: "The form is too large.",
  },
  {
    name: "a CSV file just over 4 MB",
    send: () => admin.post("/location-manager", upload("preview", Buffer.alloc(4 * 1024 * 1024 + 10_000, "a"))),
    status: 413,
    message: "The CSV file is larger than 4 MB.",
  },
  {
    name: "a CSV of 10,001 rows",
    send: () =>
      admin.post(
        "/location-manager",
        upload("preview", Buffer.from(`city,state\n${Array.from({ length: 10_001 }, (_, i) => `H${i},TX`).join("\n")}`)),
      ),
    status: 400,
    message: "more than 10,000 cities",
  },
  {
    name: "a CSV without city and state columns",
    send: () => admin.post("/location-manager", upload("preview", Buffer.from("one,two\nWaco,TX\n"))),
    status: 400,
    message: "Choose which columns hold the city name and the state",
  },
  {
    name: "a preview without a file",
    send: () => admin.post("/location-manager", form({ intent: "preview" })),
    status: 400,
    message: "Choose a CSV file to import.",
  },
  {
    name: "a city id that is not a number",
    send: () => admin.post("/location-manager", form({ intent: "update", id: "abc", name: "X", stateId: "1" })),
    status: 400,
    message: "Which city? The id is missing.",
  },
  {
    name: "a state id that is not a number",
    send: () => admin.post("/location-manager", form({ intent: "create", name: `Hostile ${id}`, stateId: "texas" })),
    status: 400,
    message: "Choose the city's state.",
  },
  {
    name: "a state that does not exist",
    send: () => admin.post("/location-manager", form({ intent: "create", name: `Hostile ${id}`, stateId: "999999" })),
    status: 400,
    message: "Choose one of the listed states.",
  },
  {
    name: "an unknown city to edit",
    send: () => admin.post("/location-manager", form({ intent: "update", id: "999999999", name: "X", stateId: "1" })),
    status: 404,
    message: "This city no longer exists",
  },
  {
    name: "an unknown city to delete",
    send: () => admin.post("/location-manager", form({ intent: "delete", id: "999999999" })),
    status: 404,
    message: "This city no longer exists",
  },
  {
    name: "an unknown import to undo",
    send: () => admin.post("/location-manager", form({ intent: "undo", batchId: "999999999" })),
    status: 404,
    message: "This import no longer exists.",
  },
  {
    name: "a time zone that is a path",
    send: () =>
      admin.post(
        "/location-manager",
        form({ intent: "create", name: `Hostile ${id}`, stateId: "1", timeZone: "../../etc/passwd" }),
      ),
    status: 400,
    message: "is not an IANA time zone",
  },
  {
    name: "a city name that is a formula",
    send: () => admin.post("/location-manager", form({ intent: "create", name: "=cmd|' /C calc'!A0", stateId: "1" })),
    status: 400,
    message: "spreadsheet formulas are not imported",
  },
  {
    name: "an unknown intent",
    send: () => admin.post("/location-manager", form({ intent: "drop-table" })),
    status: 400,
    message: "intent:",
  },
  {
    name: "a JSON body",
    send: () => admin.post("/location-manager", { data: { intent: "create", name: "X", stateId: 1 } }),
    status: 415,
    message: "Send the form as a form post.",
  },
  {
    name: "a field sent twice",
    send: () =>
      admin.post("/location-manager", {
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: "intent=delete&id=1&id=2",
      }),
    status: 400,
    message: "id: send this field once.",
  },
];

test("hostile posts to the location manager get a 4xx with a clear message and change nothing", async ({ baseURL }) => {
  test.slow();
  const before = await cityCount();
  await expectRefusals(hostile);

  // From another site: refused before the action runs.
  const foreign = await admin.post("/location-manager", {
    form: { intent: "create", name: `Hostile ${id}`, stateId: "1" },
    headers: { Origin: "https://evil.example" },
  });
  expect(foreign.status()).toBe(403);

  // Anonymous: no session, nothing runs.
  const nobody = await playwrightRequest.newContext({
    baseURL,
    maxRedirects: 0,
    extraHTTPHeaders: { Origin: new URL(baseURL ?? "").origin },
  });
  const anonymousPost = await nobody.post("/location-manager", form({ intent: "create", name: `Hostile ${id}`, stateId: "1" }));
  expect(anonymousPost.status()).toBe(401);
  await nobody.dispose();

  expect(await cityCount()).toBe(before);
});
