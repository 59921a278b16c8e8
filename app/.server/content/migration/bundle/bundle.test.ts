import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BUNDLE_FORMAT_VERSION, MIGRATION_TEXT } from "~/lib/content/migration";
import type { PageSchema } from "~/lib/content/page-schema";
import { pageTemplate } from "~/lib/content/studio";
import { fixturePage } from "../../../../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../../../../tests/support/test-databases";
import { type ContentChange, createContentBus } from "../../../content-bus";
import type { DatabaseHandle } from "../../../db/client";
import {
  auditLog,
  cities,
  contentDrafts,
  contentMigrationPlans,
  contentResearch,
  mediaAssets,
  pageSchemas,
  redirects,
  states,
} from "../../../db/schema";
import { AppError } from "../../../http/app-error";
import type { Logger } from "../../../log";
import { createFileMediaStorage, type MediaStorage } from "../../media/storage";
import { createPageStore } from "../../pages/store";
import { collect, readRecords } from "./export";
import { type BundleMigration, createBundleMigration } from "./index";
import { readZip, writeZip, type ZipSource } from "./zip";

const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;
const alice = { actor: { id: "user-alice", email: "alice@agency.example" } };
const bob = { actor: { id: "user-bob", email: "bob@agency.example" } };
const MEDIA_KEY = "a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";

interface Instance {
  database: DatabaseHandle;
  dir: string;
  storage: MediaStorage;
  migration: BundleMigration;
  changes: ContentChange[];
}

async function instance(open: () => Promise<DatabaseHandle>, publicUrl: string): Promise<Instance> {
  const database = await open();
  await database.migrate();
  const dir = await mkdtemp(path.join(os.tmpdir(), "bundle-media-"));
  const storage = createFileMediaStorage(dir);
  const bus = createContentBus(log);
  const changes: ContentChange[] = [];
  bus.subscribe("all", (change) => changes.push(change));
  const migration = createBundleMigration({ db: database.db, storage, bus, secret: "s".repeat(40), publicUrl });
  return { database, dir, storage, migration, changes };
}

/** A source site: a page with an image and two versions, an article, a city service record, a state, a city, a redirect. */
async function fillSource(source: Instance) {
  const db = source.database.db;
  const png = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: 1, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  await source.storage.put(`${MEDIA_KEY}.png`, png);
  await db.insert(mediaAssets).values({
    key: MEDIA_KEY,
    type: "png",
    originalName: "team.png",
    bytes: png.byteLength,
    width: 32,
    height: 24,
    alt: "Our team",
    sha256: createHash("sha256").update(png).digest("hex"),
  });
  const pages = createPageStore({ db: () => db, log });
  const withImage: PageSchema = {
    ...fixturePage.schema,
    sections: [
      ...fixturePage.schema.sections,
      { id: "pic", type: "content", imageUrl: `/media/${MEDIA_KEY}.png`, imageAlt: "Our team" },
    ],
  };
  await pages.publishPage({ ...fixturePage, publishedBy: "test" });
  await pages.publishPage({ ...fixturePage, schema: withImage, publishedBy: "test" });
  const [state] = await db.insert(states).values({ name: "Texas", abbreviation: "TX", slug: "texas" }).returning();
  await db.insert(cities).values({ name: "Austin", slug: "austin", stateId: state!.id, isMajor: true, population: 979_882 });
  await db.insert(contentResearch).values([
    {
      contentType: "blog_article",
      slug: "what-is-iop",
      status: "published",
      title: '=HYPERLINK("http://evil.example","What is IOP")',
      content: "<p>Intensive outpatient care.</p>",
      publishedAt: new Date("2026-01-02T00:00:00Z"),
    },
    {
      contentType: "service_type_location",
      slug: null,
      state: "Texas",
      city: "Austin",
      serviceType: "iop-marketing",
      status: "published",
      title: "IOP marketing in Austin",
      content: "<p>Local facts for <strong>Austin</strong>.</p>",
    },
  ]);
  await db.insert(redirects).values({ fromPath: "/old-iop", toTarget: "/blog/what-is-iop", status: 301 });
}

async function exported(source: Instance): Promise<Buffer> {
  const bundle = await source.migration.export(alice);
  return collect(bundle.chunks);
}

/** The archive's files, changed by `edit`, zipped again (the manifest is left as it is unless edited). */
async function rezip(bytes: Buffer, edit: (files: Map<string, Buffer>) => void): Promise<Buffer> {
  const files = readZip(bytes, { maxEntries: 1000, maxTotalBytes: 100 * 1024 * 1024 });
  edit(files);
  async function* sources(): AsyncGenerator<ZipSource> {
    for (const [name, data] of files) yield { name, bytes: data, compress: true };
  }
  return collect(writeZip(sources()));
}

/** The records both sides compare on: everything but ids and row timestamps the import does not carry. */
async function comparable(instance: Instance) {
  const records = await readRecords(instance.database.db);
  return {
    ...records,
    pages: records.pages.map(({ versions, ...page }) => ({ ...page, versions: versions.map(({ publishedAt: _, ...v }) => v) })),
  };
}

describe.each(testDatabaseTargets)("content bundle on $name", (target) => {
  let source: Instance;
  let empty: Instance;

  beforeEach(async () => {
    source = await instance(target.open, "https://staging.agency.example");
    empty = await instance(target.open, "https://www.agency.example");
    await fillSource(source);
  });
  afterEach(async () => {
    for (const one of [source, empty]) {
      await one.database.close();
      await rm(one.dir, { recursive: true, force: true });
    }
  });

  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };
  const rowCounts = async (instance: Instance) => {
    const db = instance.database.db;
    return {
      pages: (await db.select().from(pageSchemas)).length,
      content: (await db.select().from(contentResearch)).length,
      states: (await db.select().from(states)).length,
      cities: (await db.select().from(cities)).length,
      redirects: (await db.select().from(redirects)).length,
      media: (await db.select().from(mediaAssets)).length,
    };
  };

  it("exports into an empty instance: a dry run of all new, then the same records and files, then 0 changes", async () => {
    const bytes = await exported(source);
    const plan = await empty.migration.dryRun(alice, bytes);
    expect(plan.counts).toEqual({ new: 7, updated: 0, unchanged: 0, conflict: 0 });
    expect(plan.source).toMatchObject({ publicUrl: "https://staging.agency.example", formatVersion: BUNDLE_FORMAT_VERSION });
    // The dry run wrote no content.
    expect(await rowCounts(empty)).toEqual({ pages: 0, content: 0, states: 0, cities: 0, redirects: 0, media: 0 });

    const applied = await empty.migration.apply(alice, plan.id);
    expect(applied.status).toBe("applied");
    expect(await comparable(empty)).toEqual(await comparable(source));
    expect(await empty.storage.get(`${MEDIA_KEY}.png`)).toEqual(await source.storage.get(`${MEDIA_KEY}.png`));
    expect(empty.changes.map((change) => change.topic).sort()).toEqual(
      ["content-research", "content-research", "locations", "pages", "redirects"].sort(),
    );
    const [audit] = await empty.database.db.select().from(auditLog).where(eq(auditLog.action, "content-migration.import"));
    expect(audit).toMatchObject({ actorEmail: alice.actor.email, after: expect.objectContaining({ counts: plan.counts }) });
    const exports = await source.database.db.select().from(auditLog).where(eq(auditLog.action, "content-migration.export"));
    expect(exports).toHaveLength(1);

    // Importing the same bundle again: nothing new, nothing updated.
    const again = await empty.migration.dryRun(alice, bytes);
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 7, conflict: 0 });
    empty.changes.length = 0;
    await empty.migration.apply(alice, again.id);
    expect(empty.changes).toEqual([]);
    // And a fresh export of the target, imported back into the source, changes nothing there either.
    const back = await source.migration.dryRun(alice, await exported(empty));
    expect(back.counts).toMatchObject({ new: 0, updated: 0, conflict: 0 });
  });

  it("carries a page made from a template and never published, empty fields and all, and exports it again the same (issue 35 A5)", async () => {
    const template = pageTemplate("service");
    await source.database.db
      .insert(pageSchemas)
      .values({ path: "/probe-draft-only", type: "service", status: "draft", schema: template, version: 0 });
    const plan = await empty.migration.dryRun(alice, await exported(source));
    expect(plan.counts).toEqual({ new: 8, updated: 0, unchanged: 0, conflict: 0 });
    await empty.migration.apply(alice, plan.id);
    const [carried] = await empty.database.db.select().from(pageSchemas).where(eq(pageSchemas.path, "/probe-draft-only"));
    expect(carried).toMatchObject({ status: "draft", version: 0, schema: template });
    expect(await comparable(empty)).toEqual(await comparable(source));
    // Round trip: the target's export, imported back into the source, changes nothing.
    const back = await source.migration.dryRun(alice, await exported(empty));
    expect(back.counts).toMatchObject({ new: 0, updated: 0, conflict: 0 });
  });

  it("updates a record the source changed, and shows one this site changed later as a conflict without overwriting it", async () => {
    const first = await empty.migration.dryRun(alice, await exported(source));
    await empty.migration.apply(alice, first.id);
    // The source renames the redirect's target; the target site edits the article after the export.
    await source.database.db.update(redirects).set({ toTarget: "/blog", updatedAt: new Date() });
    await empty.database.db
      .update(contentResearch)
      .set({ title: "Our own title", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(contentResearch.slug, "what-is-iop"));
    await source.database.db
      .update(contentResearch)
      .set({ title: "Source title", updatedAt: new Date() })
      .where(eq(contentResearch.slug, "what-is-iop"));
    const fresher = await exported(source);

    const plan = await empty.migration.dryRun(alice, fresher);
    expect(plan.counts).toEqual({ new: 0, updated: 1, unchanged: 5, conflict: 1 });
    const conflict = plan.items.find((item) => item.change === "conflict");
    expect(conflict).toMatchObject({
      kind: "content",
      key: "blog_article/what-is-iop",
      reason: expect.stringContaining("after the bundle's copy"),
      fields: [{ field: "title", here: "Our own title", bundle: "Source title" }],
    });
    expect(plan.items.find((item) => item.change === "updated")).toMatchObject({ kind: "redirect", key: "/old-iop" });
    await empty.migration.apply(alice, plan.id);
    const [article] = await empty.database.db.select().from(contentResearch).where(eq(contentResearch.slug, "what-is-iop"));
    expect(article?.title).toBe("Our own title");
    const [redirect] = await empty.database.db.select().from(redirects);
    expect(redirect?.toTarget).toBe("/blog");
  });

  it("stores an image this site already has once, and points the imported page at this site's copy", async () => {
    const otherKey = "9".repeat(32);
    const png = (await source.storage.get(`${MEDIA_KEY}.png`))!;
    await empty.storage.put(`${otherKey}.png`, png);
    await empty.database.db.insert(mediaAssets).values({
      key: otherKey,
      type: "png",
      originalName: "team.png",
      bytes: png.byteLength,
      width: 32,
      height: 24,
      alt: "Our team",
      sha256: createHash("sha256").update(png).digest("hex"),
    });
    const bytes = await exported(source);
    const plan = await empty.migration.dryRun(alice, bytes);
    expect(plan.items.find((item) => item.kind === "media")).toMatchObject({ change: "unchanged" });
    await empty.migration.apply(alice, plan.id);
    const [page] = await empty.database.db.select().from(pageSchemas).where(eq(pageSchemas.path, fixturePage.path));
    expect(JSON.stringify(page?.schema)).toContain(`/media/${otherKey}.png`);
    expect(JSON.stringify(page?.schema)).not.toContain(MEDIA_KEY);
    expect(await empty.storage.get(`${MEDIA_KEY}.png`)).toBeNull();
    expect(await empty.database.db.select().from(mediaAssets)).toHaveLength(1);
    // The rewritten page compares equal the next time.
    expect((await empty.migration.dryRun(alice, bytes)).counts).toEqual({ new: 0, updated: 0, unchanged: 7, conflict: 0 });
  });

  it("shows a page with a pending draft here as a conflict, and leaves it as it is", async () => {
    await empty.migration.apply(alice, (await empty.migration.dryRun(alice, await exported(source))).id);
    const [here] = await empty.database.db.select().from(pageSchemas).where(eq(pageSchemas.path, fixturePage.path));
    await empty.database.db
      .insert(contentDrafts)
      .values({ subjectType: "page", subjectId: here!.id, schema: here!.schema as object, basedOnVersion: here!.version });
    const pages = createPageStore({ db: () => source.database.db, log });
    await pages.publishPage({
      ...fixturePage,
      schema: { ...fixturePage.schema, seo: { ...fixturePage.schema.seo, title: "A newer title from the source" } },
      publishedBy: "test",
    });
    const plan = await empty.migration.dryRun(alice, await exported(source));
    expect(plan.items.find((item) => item.kind === "page")).toMatchObject({
      change: "conflict",
      reason: "It has a pending draft here in the content studio.",
    });
    await empty.migration.apply(alice, plan.id);
    const [after] = await empty.database.db.select().from(pageSchemas).where(eq(pageSchemas.path, fixturePage.path));
    expect(after?.schema).toEqual(here?.schema);
    expect(after?.version).toBe(here?.version);
  });

  it("shows a new state whose name is taken here, and its cities, as conflicts, and applies the rest", async () => {
    await empty.database.db.insert(states).values({ name: "Texas", abbreviation: "TS", slug: "texas" });
    const plan = await empty.migration.dryRun(alice, await exported(source));
    expect(plan.items.filter((item) => item.change === "conflict").map((item) => [item.kind, item.key])).toEqual([
      ["state", "TX"],
      ["city", "TX/austin"],
    ]);
    await empty.migration.apply(alice, plan.id);
    expect(await rowCounts(empty)).toEqual({ pages: 1, content: 2, states: 1, cities: 0, redirects: 1, media: 1 });
  });

  it("refuses a plan whose target changed since the dry run, another person's plan, and a plan applied twice", async () => {
    const bytes = await exported(source);
    const plan = await empty.migration.dryRun(alice, bytes);
    expect((await refusal(empty.migration.apply(bob, plan.id))).status).toBe(404);
    await empty.database.db.insert(states).values({ name: "Texas", abbreviation: "TX", slug: "texas" });
    const stale = await refusal(empty.migration.apply(alice, plan.id));
    expect(stale).toMatchObject({ status: 409, message: MIGRATION_TEXT.planStale });
    expect(await rowCounts(empty)).toMatchObject({ pages: 0, content: 0, cities: 0, redirects: 0, media: 0 });

    const fresh = await empty.migration.dryRun(alice, bytes);
    // The newer dry run replaced the older one.
    expect(await refusal(empty.migration.apply(alice, plan.id))).toMatchObject({
      status: 409,
      message: MIGRATION_TEXT.planExpired,
    });
    await empty.migration.apply(alice, fresh.id);
    expect(await refusal(empty.migration.apply(alice, fresh.id))).toMatchObject({
      status: 409,
      message: MIGRATION_TEXT.planApplied,
    });
    const plans = await empty.database.db.select().from(contentMigrationPlans);
    expect(plans.map((row) => row.status).sort()).toEqual(["applied", "expired"]);
    // Neither keeps its upload.
    expect(plans.map((row) => row.bundle.byteLength)).toEqual([0, 0]);
  });

  it("sanitises script in a record's text and keeps a formula-like title as plain text", async () => {
    const bytes = await rezip(await exported(source), (files) => {
      const content = JSON.parse(files.get("data/content.json")!.toString("utf8")) as { content: string }[];
      content[0]!.content = `<p>Hello</p><script>globalThis.pwned = 1</script><img src=x onerror="alert(1)">`;
      const data = Buffer.from(JSON.stringify(content));
      files.set("data/content.json", data);
      const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8"));
      manifest.files["data/content.json"] = { sha256: createHash("sha256").update(data).digest("hex"), bytes: data.byteLength };
      files.set("manifest.json", Buffer.from(JSON.stringify(manifest)));
    });
    const plan = await empty.migration.dryRun(alice, bytes);
    await empty.migration.apply(alice, plan.id);
    const [article] = await empty.database.db.select().from(contentResearch).where(eq(contentResearch.slug, "what-is-iop"));
    expect(article?.content).toContain("<p>Hello</p>");
    expect(article?.content).not.toMatch(/script|onerror/i);
    expect(article?.title).toBe('=HYPERLINK("http://evil.example","What is IOP")');
  });

  describe("hostile bundles: a clear 4xx, nothing stored", () => {
    const hostile: [string, (bytes: Buffer) => Promise<Buffer> | Buffer, RegExp | string][] = [
      ["a corrupt zip", (bytes) => bytes.subarray(0, bytes.byteLength - 30), /not a bundle|damaged|cut short/],
      ["random bytes", () => Buffer.from("PK\u0003\u0004 this is not a zip at all"), MIGRATION_TEXT.notZip],
      [
        "a bundle of a newer format",
        (bytes) =>
          rezip(bytes, (files) => {
            const manifest = JSON.parse(files.get("manifest.json")!.toString("utf8"));
            files.set(
              "manifest.json",
              Buffer.from(JSON.stringify({ ...manifest, formatVersion: BUNDLE_FORMAT_VERSION + 1, newField: 1 })),
            );
          }),
        MIGRATION_TEXT.newerFormat(BUNDLE_FORMAT_VERSION + 1),
      ],
      ["a missing manifest", (bytes) => rezip(bytes, (files) => files.delete("manifest.json")), MIGRATION_TEXT.missingManifest],
      [
        "a file that does not match its manifest hash",
        (bytes) =>
          rezip(bytes, (files) => {
            files.set(
              "data/pages.json",
              Buffer.from(files.get("data/pages.json")!.toString("utf8").replace("Fixture", "Fixtura")),
            );
          }),
        MIGRATION_TEXT.hashMismatch("data/pages.json"),
      ],
      [
        "a path traversal entry name",
        (bytes) => rezip(bytes, (files) => files.set("../../etc/cron.d/evil", Buffer.from("* * * * * root sh"))),
        /not a plain relative name/,
      ],
      [
        "an absolute entry name",
        (bytes) => rezip(bytes, (files) => files.set("/etc/passwd", Buffer.from("x"))),
        /not a plain relative name/,
      ],
      [
        "a file the manifest does not list",
        (bytes) => rezip(bytes, (files) => files.set("media/extra.png", Buffer.from("x"))),
        MIGRATION_TEXT.unlistedFile("media/extra.png"),
      ],
      [
        "a zip bomb whose headers declare more than the cap",
        (bytes) => {
          // One entry's declared size raised past the 512 MB cap in the central directory: refused before inflating.
          const copy = Buffer.from(bytes);
          const end = copy.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
          const central = copy.readUInt32LE(end + 16);
          copy.writeUInt32LE(0xfff0_0000, central + 24);
          return copy;
        },
        /more than 512 MB/,
      ],
      [
        "a zip bomb whose headers lie about its size",
        async () => {
          // 64 MB of zeros deflate to 64 KB; the headers say 10 bytes: the inflate stops at 11.
          const bomb = await collect(
            writeZip(
              (async function* () {
                yield { name: "manifest.json", bytes: Buffer.alloc(64 * 1024 * 1024), compress: true };
              })(),
            ),
          );
          const end = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
          const central = bomb.readUInt32LE(end + 16);
          bomb.writeUInt32LE(10, central + 24);
          return bomb;
        },
        /unpacks to more than its header says/,
      ],
    ];
    for (const [name, make, message] of hostile) {
      it(`refuses ${name}`, async () => {
        const bytes = await make(await exported(source));
        const error = await refusal(empty.migration.dryRun(alice, bytes));
        expect(error.status).toBeGreaterThanOrEqual(400);
        expect(error.status).toBeLessThan(500);
        if (typeof message === "string") expect(error.message).toBe(message);
        else expect(error.message).toMatch(message);
        expect(await empty.database.db.select().from(contentMigrationPlans)).toHaveLength(0);
        expect(await rowCounts(empty)).toEqual({ pages: 0, content: 0, states: 0, cities: 0, redirects: 0, media: 0 });
      });
    }
  });
});
