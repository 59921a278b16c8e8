import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { WXR_MAX_BYTES } from "~/lib/content/migration-wordpress";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { standaloneWordpressRunDeps } from "../../../../../tests/support/wordpress-run";
import { buildWxr, fixtureImageCount, startImageSite, wxrItem } from "../../../../../tests/support/wxr-fixture";
import { parseConfig } from "../../../config";
import { createContentBus } from "../../../content-bus";
import type { DatabaseHandle } from "../../../db/client";
import { auditLog, contentResearch, mediaAssets, pageSchemas, redirects, wxrImportItems, wxrMedia } from "../../../db/schema";
import { isAppError } from "../../../http/app-error";
import { createLogger } from "../../../log";
import { RedirectTable } from "../../../seo/redirects/table";
import { BLOG_ARTICLE } from "../../blog/seed";
import { sanitizeRichText } from "../../rich-text/sanitize";
import { prepareContent } from "./content";
import { createWordpressImport } from "./index";
import { parseWxr } from "./parse";
import { runImport } from "./run";

const actor = { id: "u1", email: "lead@agency.example" };
const log = createLogger("silent");

/** The 4xx a call throws, as status and message (fails the test when it does not throw one). */
async function refusal(run: () => Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run();
  } catch (error) {
    if (isAppError(error)) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error("expected a refusal");
}

const minimal = (items = 1) => buildWxr({ imageOrigin: "http://127.0.0.1:9", posts: items });

describe("reading a WXR file", () => {
  it("reads posts, pages and attachments with their fields, and counts other post types", async () => {
    const file = await parseWxr(buildWxr({ imageOrigin: "http://img.example", posts: 2, pages: 1 }));
    expect(file.siteUrl).toBe("https://old-rehab.example");
    expect(file.items.map((item) => [item.wpId, item.kind, item.slug, item.status])).toEqual([
      [1001, "post", "post-1", "publish"],
      [1002, "post", "post-2", "publish"],
      [5001, "page", "about-1", "publish"],
    ]);
    expect(file.items[0]).toMatchObject({
      title: "Recovery article 1",
      link: "https://old-rehab.example/2024/01/post-1/",
      author: "editor",
      publishedAt: "2024-01-01T10:00:00.000Z",
      excerpt: "Summary of article 1.",
    });
    expect(file.otherTypes).toEqual({ nav_menu_item: 1 });
  });

  it("refuses an entity bomb before reading any element", async () => {
    const bomb = `<?xml version="1.0"?>
<!DOCTYPE rss [
 <!ENTITY lol "lol">
 <!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
 <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
]>
${minimal()
  .replace(/^<\?xml[^>]*>/, "")
  .replace("Recovery article 1", "&lol3;")}`;
    expect(await refusal(() => parseWxr(bomb))).toEqual({ status: 400, message: expect.stringContaining("DOCTYPE") });
  });

  it("refuses an external entity (file:///etc/passwd) and an external DTD", async () => {
    const external = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${minimal().replace(/^<\?xml[^>]*>/, "")}`;
    expect((await refusal(() => parseWxr(external))).status).toBe(400);
    const dtd = `<?xml version="1.0"?><!DOCTYPE rss SYSTEM "http://127.0.0.1/evil.dtd">${minimal().replace(/^<\?xml[^>]*>/, "")}`;
    expect((await refusal(() => parseWxr(dtd))).message).toContain("DOCTYPE");
  });

  it("never expands an undeclared entity: it stays text", async () => {
    const file = await parseWxr(
      minimal().replace("<title><![CDATA[Recovery article 1]]></title>", "<title>Rehab &xxe; &amp; more</title>"),
    );
    expect(file.items[0]?.title).toBe("Rehab &xxe; & more");
  });

  it("refuses a file that is not XML, XML that is not a WXR, and broken XML, each with its message", async () => {
    expect((await refusal(() => parseWxr("PK\u0003\u0004 a zip, not xml"))).message).toContain("not XML");
    expect((await refusal(() => parseWxr(`<?xml version="1.0"?><html><body>hi</body></html>`))).message).toContain(
      "not a WordPress export",
    );
    expect((await refusal(() => parseWxr(`<?xml version="1.0"?><rss><channel></channel></rss>`))).status).toBe(400);
  });
});

describe("post content", () => {
  const context = {
    baseUrl: "https://old.example/2024/01/a/",
    attachments: new Map([[7, "https://old.example/wp-content/uploads/g7.png"]]),
    childImages: ["https://old.example/wp-content/uploads/child.png"],
  };

  it("drops Gutenberg comments, keeps [caption] text, turns [gallery] into its images, drops unknown shortcodes with a note", () => {
    const prepared = prepareContent(
      `<!-- wp:paragraph --><p>Hello [sic] world</p><!-- /wp:paragraph -->[caption width="300"]<img src="/wp-content/uploads/c.png" class="x" onerror="alert(1)"> Caption text[/caption][gallery ids="7,8"][contact-form-7 id="3"][su_box title="x"]Boxed text[/su_box] [[literal]]`,
      context,
    );
    expect(prepared.html).not.toContain("wp:paragraph");
    expect(prepared.html).toContain("Hello [sic] world");
    expect(prepared.html).toContain("Caption text");
    expect(prepared.html).toContain("Boxed text");
    expect(prepared.html).toContain("[literal]");
    expect(prepared.html).not.toContain("onerror");
    expect(prepared.images).toEqual([
      "https://old.example/wp-content/uploads/c.png",
      "https://old.example/wp-content/uploads/g7.png",
    ]);
    expect(prepared.notes).toEqual([
      "Gallery image 8 is not in the export; left out.",
      "Shortcode [contact-form-7] removed (the text it wrapped is kept).",
      "Shortcode [su_box] removed (the text it wrapped is kept).",
    ]);
  });

  it("removes an <img> with a javascript: src, with a report line", () => {
    const prepared = prepareContent(`<p>Text</p><img src="javascript:alert(1)"><img src=" data:image/png;base64,AAA">`, context);
    expect(prepared.html).not.toMatch(/<img|javascript/);
    expect(prepared.images).toEqual([]);
    expect(prepared.notes).toEqual([
      "An image with a javascript: address was removed.",
      "An image with a data: address was removed.",
    ]);
  });

  it("makes paragraphs of classic-editor text", () => {
    expect(prepareContent("One\nline two\n\nPara two", context).html).toBe("<p>One<br>line two</p>\n<p>Para two</p>");
  });

  it("the allow-list keeps an img only with a media-library src", () => {
    const key = "a".repeat(32);
    expect(sanitizeRichText(`<p><img src="/media/${key}.png" alt="x" onerror="y" width="10"></p>`)).toBe(
      `<p><img src="/media/${key}.png" alt="x" width="10" /></p>`,
    );
    expect(sanitizeRichText(`<img src="https://tracker.example/p.png"><img src="/media/../x.png">`)).toBe("");
  });
});

describe.each(testDatabaseTargets)("the WordPress import on $name", (target) => {
  let database: DatabaseHandle;
  let dataDir: string;
  let site: Awaited<ReturnType<typeof startImageSite>>;

  beforeAll(async () => {
    site = await startImageSite();
  });
  afterAll(async () => {
    await site.close();
  });
  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    dataDir = mkdtempSync(path.join(tmpdir(), "wxr-test-"));
  });
  afterEach(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const setup = (allowPrivate: boolean) => {
    const config = parseConfig({
      PUBLIC_URL: "https://agency.example",
      DATA_DIR: dataDir,
      CRAWL_ALLOW_PRIVATE: allowPrivate ? "true" : "false",
      CRAWL_ALLOWED_PORTS: `80,443,${site.port}`,
    });
    const bus = createContentBus(log);
    const sent: unknown[] = [];
    const service = createWordpressImport({
      db: () => database.db,
      jobs: {
        send: async (_definition, data) => {
          sent.push(data);
          return "job";
        },
      },
    });
    const run = standaloneWordpressRunDeps({ config, db: () => database.db, bus, log });
    return { config, bus, service, run, sent };
  };
  const start = (service: ReturnType<typeof setup>["service"], xml: string) =>
    service.start(actor, { name: "export.xml", bytes: new TextEncoder().encode(xml) });

  it("imports posts and pages with their images, redirects every old address, and reports what failed and why", async () => {
    const { service, run, sent } = setup(true);
    await database.db.insert(contentResearch).values({
      contentType: BLOG_ARTICLE,
      slug: "taken",
      status: "published",
      title: "Our own article",
      content: "<p>Ours</p>",
    });
    const xml = buildWxr({
      imageOrigin: site.origin,
      posts: 6,
      pages: 1,
      extraItems: [
        wxrItem({
          id: 9001,
          type: "post",
          title: "Collides",
          slug: "taken",
          link: "https://old-rehab.example/taken/",
          content: "<p>Theirs</p>",
        }),
        wxrItem({
          id: 9002,
          type: "post",
          title: "Draft",
          slug: "draft",
          link: "https://old-rehab.example/?p=9002",
          status: "draft",
          content: "x",
        }),
        wxrItem({
          id: 9003,
          type: "post",
          title: "Empty",
          slug: "empty",
          link: "https://old-rehab.example/empty/",
          content: "<!-- wp:paragraph --><p> </p>",
        }),
        wxrItem({
          id: 9004,
          type: "post",
          title: "Broken images",
          slug: "broken-images",
          link: "https://old-rehab.example/broken-images/",
          content: `<p>Text</p><img src="javascript:alert(1)"><img src="${site.origin}/wp-content/uploads/gone.png">`,
        }),
        wxrItem({
          id: 9005,
          type: "attachment",
          title: "img-1",
          slug: "img-1",
          link: "https://old-rehab.example/img-1/",
          attachmentUrl: `${site.origin}/wp-content/uploads/img-1.png`,
          parent: 1001,
        }),
      ],
    });
    const started = await start(service, xml);
    expect(sent).toEqual([{ importId: started.id }]);
    expect(await runImport(run, started.id)).toBe("done");

    const summary = await service.get(started.id);
    expect(summary?.status).toBe("done");
    expect(summary?.counts).toMatchObject({ done: 9, skipped: 1, failed: 2, pending: 0, working: 0, total: 12 });
    expect(summary?.notes).toEqual(['1 item of type "nav_menu_item" not imported (only posts, pages and attachments are).']);
    const lines = Object.fromEntries(summary?.report.map((line) => [line.wpId, line.lines.join(" | ")]) ?? []);
    expect(lines[9001]).toContain('the slug "taken" is taken by another blog article');
    expect(lines[9002]).toContain("is a draft on WordPress");
    expect(lines[9003]).toContain("has no content");
    expect(lines[9004]).toContain("An image with a javascript: address was removed.");
    expect(lines[9004]).toContain("gone.png answered 404");

    // Our article is untouched; the posts are published articles with library images.
    const [ours] = await database.db.select().from(contentResearch).where(eq(contentResearch.slug, "taken"));
    expect(ours?.content).toBe("<p>Ours</p>");
    const [first] = await database.db.select().from(contentResearch).where(eq(contentResearch.slug, "post-1"));
    expect(first).toMatchObject({
      status: "published",
      title: "Recovery article 1",
      author: "editor",
      excerpt: "Summary of article 1.",
    });
    expect(first?.publishedAt?.toISOString()).toBe("2024-01-01T10:00:00.000Z");
    expect(first?.content).toMatch(/<img src="\/media\/[0-9a-f]{32}\.png" alt="Image 1" \/>/);
    expect(first?.content).toContain("Caption 1");
    expect(first?.content).not.toMatch(/\[caption|wp:|127\.0\.0\.1/);
    const [broken] = await database.db.select().from(contentResearch).where(eq(contentResearch.slug, "broken-images"));
    expect(broken?.content).toBe("<p>Text</p>");

    // Six own images and the shared one, each stored once although img-1 is also an attachment and shared.png is used twice.
    expect(await database.db.$count(mediaAssets)).toBe(fixtureImageCount(6));
    expect(await database.db.$count(wxrMedia)).toBe(fixtureImageCount(6));

    const [page] = await database.db.select().from(pageSchemas).where(eq(pageSchemas.path, "/about-1"));
    expect(page?.status).toBe("published");
    expect(JSON.stringify(page?.schema)).toContain("<p>Classic text of page 1.</p>");

    // Old addresses: a 301 to the new one each (a page kept its path, so it needs none).
    const table = new RedirectTable(run.redirects as never, log, 60_000);
    await table.reload();
    for (let n = 1; n <= 6; n++)
      expect(table.match(`/2024/01/post-${n}/`)).toMatchObject({ location: `/blog/post-${n}`, status: 301 });
    expect(table.match("/broken-images")).toMatchObject({ location: "/blog/broken-images" });
    expect(table.match("/taken")).toBeUndefined();
    expect(table.match("/about-1")).toBeUndefined();
    // WordPress's short addresses (/?p=<id>, /?page_id=<id>) are answered from the items, not the redirects table.
    expect(await service.legacyPath(1001)).toBe("/blog/post-1");
    expect(await service.legacyPath(5001)).toBe("/about-1");
    expect(await service.legacyPath(9001)).toBeNull();

    const actions = (await database.db.select({ action: auditLog.action }).from(auditLog)).map((row) => row.action);
    expect(actions.filter((action) => action === "wordpress.import-item")).toHaveLength(8);
    expect(actions.filter((action) => action === "media.upload")).toHaveLength(fixtureImageCount(6));
    expect(actions).toContain("wordpress.import-start");
    expect(actions).toContain("wordpress.import-finish");

    // Importing the same file again changes nothing and stores nothing twice.
    const again = await start(service, xml);
    await runImport(run, again.id);
    expect(await database.db.$count(contentResearch, eq(contentResearch.contentType, BLOG_ARTICLE))).toBe(8);
    expect(await database.db.$count(mediaAssets)).toBe(fixtureImageCount(6));
    expect(await database.db.$count(redirects)).toBe(7);
    expect((await service.get(again.id))?.counts).toMatchObject({ done: 9, failed: 2 });
  });

  it("two runs of one import at once work each item once, and a claim left by a dead run is taken again", async () => {
    const { service, run } = setup(true);
    const started = await start(service, buildWxr({ imageOrigin: site.origin, posts: 12 }));
    // A run that died holding item 1003: its claim is an hour old.
    await database.db
      .update(wxrImportItems)
      .set({ status: "working", claimedAt: new Date(Date.now() - 3_600_000) })
      .where(and(eq(wxrImportItems.importId, started.id), eq(wxrImportItems.wpId, 1003)));
    await Promise.all([runImport({ ...run, concurrency: 2 }, started.id), runImport({ ...run, concurrency: 3 }, started.id)]);
    expect((await service.get(started.id))?.counts).toMatchObject({ done: 12, working: 0, pending: 0 });
    const written = await database.db.$count(auditLog, eq(auditLog.action, "wordpress.import-item"));
    expect(written).toBe(12);
    expect(await database.db.$count(mediaAssets)).toBe(fixtureImageCount(12));
    expect(await database.db.$count(auditLog, eq(auditLog.action, "wordpress.import-finish"))).toBe(1);
  });

  it("fetches no image on a private address without the test setting: the post imports without it, with a report line", async () => {
    const { service, run } = setup(false);
    const started = await start(service, buildWxr({ imageOrigin: site.origin, posts: 1 }));
    const before = site.imageRequests();
    await runImport(run, started.id);
    expect(site.imageRequests()).toBe(before);
    const summary = await service.get(started.id);
    expect(summary?.counts.done).toBe(1);
    expect(summary?.report[0]?.lines.join(" ")).toMatch(/img-1\.png was not fetched: .*127\.0\.0\.1.*loopback/);
    expect(await database.db.$count(mediaAssets)).toBe(0);
    const [article] = await database.db.select().from(contentResearch).where(eq(contentResearch.slug, "post-1"));
    expect(article?.content).not.toContain("<img");
  });

  it("refuses a file over the cap and a hostile file with a 4xx, storing nothing", async () => {
    const { service, sent } = setup(true);
    const big = new Uint8Array(WXR_MAX_BYTES + 1).fill(32);
    await expect(service.start(actor, { name: "big.xml", bytes: big })).rejects.toMatchObject({ status: 413 });
    await expect(start(service, `<!DOCTYPE x [<!ENTITY a SYSTEM "file:///etc/passwd">]><rss/>`)).rejects.toMatchObject({
      status: 400,
    });
    await expect(service.start(actor, { name: "x.xml", bytes: new Uint8Array([0x3c, 0xff, 0xfe, 0x00]) })).rejects.toMatchObject({
      status: 400,
    });
    expect(sent).toEqual([]);
    expect(await database.db.$count(wxrImportItems)).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("a 200-post import killed midway (PostgreSQL, real processes)", () => {
  let database: (DatabaseHandle & { url?: string }) | undefined;
  let dataDir: string;
  let site: Awaited<ReturnType<typeof startImageSite>>;

  beforeAll(async () => {
    site = await startImageSite({ delayMs: 15 });
    const [postgres] = testDatabaseTargets.filter((each) => each.name === "postgres");
    database = await postgres?.open();
    await database?.migrate();
    dataDir = mkdtempSync(path.join(tmpdir(), "wxr-kill-"));
  });
  afterAll(async () => {
    await site.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const child = (importId: number) => {
    const env = {
      ...process.env,
      DATABASE_URL: database?.url,
      DATA_DIR: dataDir,
      CRAWL_ALLOW_PRIVATE: "true",
      CRAWL_ALLOWED_PORTS: `80,443,${site.port}`,
      PUBLIC_URL: "https://agency.example",
      LOG_LEVEL: "silent",
    };
    const proc = spawn(process.execPath, ["--import", "tsx", "tests/support/wxr-import-child.ts", String(importId)], {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    proc.stdout.on("data", (chunk) => {
      output += chunk;
    });
    proc.stderr.on("data", (chunk) => {
      output += chunk;
    });
    const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }>((resolve) =>
      proc.on("exit", (code, signal) => resolve({ code, signal, output })),
    );
    return { proc, exited };
  };

  it("finishes after a SIGKILL and a restart with every post once, every image once, and a 301 from each old address", async () => {
    const db = database?.db;
    if (!db || !database?.url) throw new Error("no PostgreSQL database");
    const service = createWordpressImport({ db: () => db, jobs: { send: async () => "job" } });
    const started = await service.start(actor, {
      name: "export.xml",
      bytes: new TextEncoder().encode(buildWxr({ imageOrigin: site.origin, posts: 200 })),
    });
    const done = () => db.$count(wxrImportItems, and(eq(wxrImportItems.importId, started.id), eq(wxrImportItems.status, "done")));

    const first = child(started.id);
    // Wait for the import to be well under way (an observable count, polled), then kill it without warning.
    await vi.waitFor(
      async () => {
        const state = await Promise.race([first.exited.then((exit) => `exited: ${exit.output}`), done()]);
        if (typeof state === "string") throw new Error(`the first run ended before the kill: ${state}`);
        expect(state).toBeGreaterThanOrEqual(30);
      },
      { timeout: 60_000, interval: 50 },
    );
    first.proc.kill("SIGKILL");
    expect((await first.exited).signal).toBe("SIGKILL");
    const atKill = await done();
    expect(atKill).toBeLessThan(200);

    const second = child(started.id);
    const exit = await second.exited;
    expect(exit.code, exit.output).toBe(0);
    expect(await done()).toBe(200);

    const articles = await db
      .select({ slug: contentResearch.slug, n: sql<number>`count(*)::int` })
      .from(contentResearch)
      .where(eq(contentResearch.contentType, BLOG_ARTICLE))
      .groupBy(contentResearch.slug);
    expect(articles.filter((row) => row.slug?.startsWith("post-"))).toHaveLength(200);
    expect(await db.$count(mediaAssets)).toBe(fixtureImageCount(200));
    expect(await db.$count(redirects)).toBe(200);
    const duplicateItems = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(eq(auditLog.action, "wordpress.import-item"));
    // An item killed between its write and its "done" is written again on resume (the same row, upserted): at most a few.
    expect(duplicateItems[0]?.n).toBeGreaterThanOrEqual(200);
    expect(duplicateItems[0]?.n).toBeLessThanOrEqual(200 + 16);

    const table = new RedirectTable(
      standaloneWordpressRunDeps({
        config: parseConfig({ PUBLIC_URL: "https://agency.example", DATA_DIR: dataDir }),
        db: () => db,
        bus: createContentBus(log),
        log,
      }).redirects as never,
      log,
      60_000,
    );
    await table.reload();
    for (let n = 1; n <= 200; n++)
      expect(table.match(`/2024/01/post-${n}`)).toMatchObject({ location: `/blog/post-${n}`, status: 301 });
  }, 180_000);
});
