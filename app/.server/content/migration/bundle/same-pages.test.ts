import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { fixturePage } from "../../../../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { parseConfig } from "../../../config";
import { createContentBus } from "../../../content-bus";
import type { DatabaseHandle } from "../../../db/client";
import { mediaAssets, redirects, seedRuns } from "../../../db/schema";
import type { Logger } from "../../../log";
import { seeds } from "../../../seed";
import type { RunningServer, StartOptions } from "../../../server";
import { createFileMediaStorage } from "../../media/storage";
import { createPageStore } from "../../pages/store";
import { collect } from "./export";
import { createBundleMigration } from "./index";

/**
 * The done-when of issue 24 item 7: a bundle exported from one instance and
 * imported into an empty one gives the same public pages. Two apps run in
 * this process through Vite (as two-apps.test.ts does), each on its own
 * database and DATA_DIR, with the same PUBLIC_URL (the move of a site to a
 * new instance: canonical and absolute URLs are the site's, not the
 * server's). Every URL of the source's sitemap is fetched from both and the
 * HTML compared. Normalised, because they are made per response by design:
 * the CSP nonce, and a lead form's signed form token and idempotency key
 * (/contact, /schedule-session: in the form and in its island's props).
 * Nothing else.
 *
 * The source holds the built-in content (pages, blog and city service
 * articles, the spec's directory) without the 50,000+ US cities set, so
 * the sitemap stays small enough to render twice here; plus a page with a
 * media library image and a redirect. The target's seeds are marked done, so
 * it starts empty and everything it serves came from the bundle.
 */
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;
const PUBLIC_URL = "https://www.agency.example";
const MEDIA_KEY = "f0e1d2c3b4a5f6e7d8c9b0a1f2e3d4c5";
const actor = { actor: { id: "user-migrator", email: "migrator@agency.example" } };

describe("a bundle moved to an empty instance", () => {
  let vite: ViteDevServer;
  const dirs: string[] = [];
  const servers: RunningServer[] = [];
  let source: RunningServer;
  let target: RunningServer;

  async function markSeeded(database: DatabaseHandle) {
    await database.db.insert(seedRuns).values(seeds.map((seed) => ({ name: seed.name, version: seed.version })));
  }

  async function start(database: DatabaseHandle, dataDir: string): Promise<RunningServer> {
    const config = parseConfig({
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      APP_SECRET: "a-test-secret-of-at-least-32-characters",
      PUBLIC_URL,
    });
    const { startServer } = (await vite.ssrLoadModule("/app/.server/server.ts")) as {
      startServer(options: StartOptions): Promise<RunningServer>;
    };
    const server = await startServer({ vite, config: { ...config, port: 0, host: "127.0.0.1" }, database });
    servers.push(server);
    return server;
  }

  beforeAll(async () => {
    const [sourceDir, targetDir] = await Promise.all([
      mkdtemp(path.join(tmpdir(), "bundle-source-")),
      mkdtemp(path.join(tmpdir(), "bundle-target-")),
    ]);
    dirs.push(sourceDir!, targetDir!);
    const open = testDatabaseTargets[0]!.open;

    // The source: built-in content without the large US directory, an image and a page that shows it, a redirect.
    const sourceDb = await open();
    await sourceDb.migrate();
    for (const seed of seeds) if (seed.name !== "us-directory") await seed.run(sourceDb.db);
    await markSeeded(sourceDb);
    const sourceStorage = createFileMediaStorage(path.join(sourceDir!, "media"));
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 20, g: 110, b: 70 } } })
      .png()
      .toBuffer();
    await sourceStorage.put(`${MEDIA_KEY}.png`, png);
    await sourceDb.db.insert(mediaAssets).values({
      key: MEDIA_KEY,
      type: "png",
      originalName: "clinic.png",
      bytes: png.byteLength,
      width: 40,
      height: 30,
      alt: "The clinic's garden",
      sha256: createHash("sha256").update(png).digest("hex"),
    });
    const pages = createPageStore({ db: () => sourceDb.db, log });
    await pages.publishPage({
      ...fixturePage,
      path: "/moved/with-image",
      schema: {
        ...fixturePage.schema,
        sections: [
          ...fixturePage.schema.sections,
          {
            id: "garden",
            type: "content",
            title: "Our garden",
            imageUrl: `/media/${MEDIA_KEY}.png`,
            imageAlt: "The clinic's garden",
          },
        ],
      },
      publishedBy: "test",
    });
    await sourceDb.db.insert(redirects).values({ fromPath: "/old-garden", toTarget: "/moved/with-image", status: 301 });

    // Export, then import into the empty target before it starts (its caches start from what was imported).
    const exporter = createBundleMigration({
      db: sourceDb.db,
      storage: sourceStorage,
      bus: createContentBus(log),
      secret: "s".repeat(40),
      publicUrl: PUBLIC_URL,
    });
    const bytes = await collect((await exporter.export(actor)).chunks);
    const targetDb = await open();
    await targetDb.migrate();
    await markSeeded(targetDb);
    const importer = createBundleMigration({
      db: targetDb.db,
      storage: createFileMediaStorage(path.join(targetDir!, "media")),
      bus: createContentBus(log),
      secret: "s".repeat(40),
      publicUrl: PUBLIC_URL,
    });
    const plan = await importer.dryRun(actor, bytes);
    expect(plan.counts.conflict).toBe(0);
    expect(plan.counts.new).toBeGreaterThan(20);
    await importer.apply(actor, plan.id);
    expect((await importer.dryRun(actor, bytes)).counts).toMatchObject({ new: 0, updated: 0, conflict: 0 });

    vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "silent" });
    source = await start(sourceDb, sourceDir!);
    target = await start(targetDb, targetDir!);
  }, 300_000);

  afterAll(async () => {
    for (const server of servers) await server.close();
    await vite?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });

  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));
  const pathOf = (url: string) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  };
  async function sitemapUrls(server: RunningServer): Promise<string[]> {
    const index = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const urls: string[] = [];
    for (const child of locs(index)) urls.push(...locs(await (await fetch(`${server.url}${pathOf(child)}`)).text()));
    return urls.sort();
  }
  async function page(server: RunningServer, url: string) {
    const response = await fetch(`${server.url}${pathOf(url)}`, { redirect: "manual" });
    const body = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1];
    const normalised = (nonce ? body.replaceAll(nonce, "NONCE") : body)
      .replace(/(name="formToken" value="|"formToken":")[^"]*"/g, '$1TOKEN"')
      .replace(/(name="idempotencyKey" value="|"idempotencyKey":")[^"]*"/g, '$1KEY"');
    return { status: response.status, body: normalised };
  }

  it("serves the same HTML for every URL of the sitemap, and the same redirect", async () => {
    const urls = await sitemapUrls(source);
    expect(urls).toContain(`${PUBLIC_URL}/moved/with-image`);
    expect(urls.length).toBeGreaterThan(30);
    expect(await sitemapUrls(target)).toEqual(urls);
    const different: string[] = [];
    for (const url of urls) {
      const [mine, theirs] = await Promise.all([page(source, url), page(target, url)]);
      expect(mine.status, url).toBe(200);
      if (mine.status !== theirs.status || mine.body !== theirs.body) {
        // The first tag that differs, so a failure says what.
        const a = mine.body.split(/(?=<)/);
        const b = theirs.body.split(/(?=<)/);
        const at = a.findIndex((part, index) => part !== b[index]);
        different.push(`${url} (${mine.status}/${theirs.status}): ${a[at]?.slice(0, 200)} | ${b[at]?.slice(0, 200)}`);
      }
    }
    expect(different).toEqual([]);
    const shown = await page(target, `${PUBLIC_URL}/moved/with-image`);
    expect(shown.body).toContain(`/media/${MEDIA_KEY}.png`);
    const image = await fetch(`${target.url}/images/media/${MEDIA_KEY}.png?w=320`);
    expect(image.status).toBe(200);
    for (const server of [source, target]) {
      const moved = await fetch(`${server.url}/old-garden`, { redirect: "manual" });
      expect(moved.status).toBe(301);
      expect(moved.headers.get("location")).toMatch(/\/moved\/with-image$/);
    }
  }, 600_000);
});
