import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePage } from "../../tests/fixtures/schema-pages";
import { parseConfig } from "./config";
import { createPageStore } from "./content/pages/store";
import { type DatabaseHandle, openDatabase } from "./db/client";
import { createLogger } from "./log";
import type { RunningServer, StartOptions } from "./server";

/**
 * Two apps in one process, each on its own in-memory database: nothing is a
 * process-wide singleton, so each serves only its own pages. The server is
 * loaded through Vite as `npm run dev` does, so both apps share every module.
 */
describe("two apps in one process", () => {
  let vite: ViteDevServer;
  let dataDir: string;
  const apps: { server: RunningServer; path: string }[] = [];

  async function startApp(pagePath: string) {
    const database: DatabaseHandle = await openDatabase();
    await database.migrate();
    const store = createPageStore({ db: () => database.db, log: createLogger("silent") });
    await store.publishPage({ ...fixturePage, path: pagePath, publishedBy: "test" });
    await store.publishPage({ ...fixturePage, path: `${pagePath}/busy`, publishedBy: "test" });
    const config = parseConfig({
      NODE_ENV: "development",
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      APP_SECRET: "a-test-secret-of-at-least-32-characters",
    });
    const { startServer } = (await vite.ssrLoadModule("/app/.server/server.ts")) as {
      startServer(options: StartOptions): Promise<RunningServer>;
    };
    const server = await startServer({ vite, config: { ...config, port: 0, host: "127.0.0.1" }, database });
    apps.push({ server, path: pagePath });
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "two-apps-"));
    vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "silent" });
    await startApp("/two-apps/first");
    await startApp("/two-apps/second");
  }, 180_000);

  afterAll(async () => {
    for (const app of apps) await app.server.close();
    await vite?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("each serves its own published page and not the other's", async () => {
    const [first, second] = apps;
    expect(first && second).toBeTruthy();
    for (const [own, other] of [
      [first!, second!],
      [second!, first!],
    ] as const) {
      const mine = await fetch(`${own.server.url}${own.path}`);
      expect(mine.status, `${own.path} on its own app`).toBe(200);
      expect(await mine.text()).toContain(fixturePage.schema.seo.title.slice(0, 20));
      const theirs = await fetch(`${own.server.url}${other.path}`);
      expect(theirs.status, `${other.path} on the other app`).toBe(404);
      await theirs.text();
    }
  });

  // Not about two apps: it uses this file's servers, since starting one through Vite costs most of 20 s.
  it("renders a page once for requests that miss it together, each answered with its own nonce", async () => {
    const [first] = apps;
    // Nobody asked for this page yet: all ten miss the cache, and the first one's render serves the others.
    const answers = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const response = await fetch(`${first!.server.url}${first!.path}/busy`);
        const body = await response.text();
        const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
        return { status: response.status, cache: response.headers.get("x-cache"), body, nonce };
      }),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((answer) => answer.cache === "MISS")).toHaveLength(1);
    expect(answers.filter((answer) => answer.cache === "HIT")).toHaveLength(9);
    expect(new Set(answers.map((answer) => answer.nonce)).size).toBe(10);
    const [one] = answers;
    for (const answer of answers) expect(answer.body.replaceAll(answer.nonce, "N")).toBe(one!.body.replaceAll(one!.nonce, "N"));
  });
});
