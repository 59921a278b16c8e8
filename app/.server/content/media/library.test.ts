import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MEDIA_TEXT } from "~/lib/content/media";
import type { PageSchema } from "~/lib/content/page-schema";
import { fixturePage } from "../../../../tests/fixtures/schema-pages";
import { testDatabaseTargets } from "../../../../tests/support/test-databases";
import { type ContentChange, createContentBus } from "../../content-bus";
import type { DatabaseHandle } from "../../db/client";
import { auditLog, contentDrafts, contentResearch, contentResearchVersions, mediaAssets, pageSchemas } from "../../db/schema";
import type { Logger } from "../../log";
import { createPageStore } from "../pages/store";
import { deleteMedia, listMedia, type MediaDeps, replaceMedia, setAltText, uploadMedia, usableImages, usedOn } from "./library";
import { createFileMediaStorage } from "./storage";

const actor = { id: "user-media-test", email: "media@agency.example" };
const log = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as Logger;

const raster = (format: "jpeg" | "png" | "webp" | "avif", width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    [format]()
    .toBuffer();

/** A JPEG as a phone writes one: GPS position, camera and copyright in EXIF, rotated by its orientation tag. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: "PhoneMaker", Model: "Snap 9", Copyright: "Someone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 3230/100", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 4366/100" },
    })
    .toBuffer();
}

/** The tags of IFD0 in an EXIF block (sharp's metadata().exif: "Exif\0\0" then TIFF), enough to see a GPS pointer (0x8825). */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6);
  const little = tiff.toString("latin1", 0, 2) === "II";
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));
  const ifd = u32(4);
  return Array.from({ length: u16(ifd) }, (_, index) => u16(ifd + 2 + index * 12));
}
const GPS_INFO_TAG = 0x8825;

const SVG_OK =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20" viewBox="0 0 40 20"><rect width="40" height="20" fill="#123456"/></svg>';

describe.each(testDatabaseTargets)("media library on $name", (target) => {
  let database: DatabaseHandle;
  let dir: string;
  let deps: MediaDeps;
  let changes: ContentChange[];

  beforeEach(async () => {
    database = await target.open();
    await database.migrate();
    dir = await mkdtemp(path.join(os.tmpdir(), "media-test-"));
    const bus = createContentBus(log);
    changes = [];
    bus.subscribe("all", (change) => changes.push(change));
    const pages = createPageStore({ db: () => database.db, log, bus });
    deps = { db: database.db, storage: createFileMediaStorage(dir), bus, pages, secret: "s".repeat(32), log, maxBytes: 200_000 };
  });
  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  const upload = (bytes: Uint8Array, name: string, alt: string | null = "A red square") =>
    uploadMedia(deps, actor, { bytes, name, alt });
  const stored = async () => ({ rows: await database.db.select().from(mediaAssets), files: await readdir(dir).catch(() => []) });
  async function uploaded(bytes: Uint8Array, name: string, alt: string | null = "A red square") {
    const result = await upload(bytes, name, alt);
    if (!result.ok) throw new Error(result.message);
    return result.item;
  }

  it("decides the type from the bytes: HTML named .jpg is refused and nothing is stored", async () => {
    const html = Buffer.from("<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>");
    expect(await upload(html, "holiday.jpg")).toEqual({ ok: false, status: 415, message: MEDIA_TEXT.htmlNamedImage });
    const bare = Buffer.from("  <script>alert(1)</script>");
    expect(await upload(bare, "photo.png")).toMatchObject({ ok: false, status: 415 });
    expect(await stored()).toEqual({ rows: [], files: [] });
  });

  it("takes a PNG named .jpg as a PNG, and each of the five types by its bytes", async () => {
    const png = await uploaded(await raster("png"), "really-a-png.jpg");
    expect(png).toMatchObject({ type: "png", width: 64, height: 48, originalName: "really-a-png.jpg" });
    expect(png.src).toMatch(/^\/media\/[a-f0-9]{32}\.png$/);
    expect((await sharp((await deps.storage.get(png.src.slice(7))) as Buffer).metadata()).format).toBe("png");
    for (const [format, name] of [
      ["jpeg", "a.png"],
      ["webp", "b.jpg"],
      ["avif", "c"],
    ] as const) {
      expect((await uploaded(await raster(format), name)).type).toBe(format);
    }
    expect((await uploaded(Buffer.from(SVG_OK), "logo.png")).type).toBe("svg");
  });

  it("stores a JPEG without its EXIF and GPS data, with the orientation applied to the pixels", async () => {
    const input = await jpegWithGps();
    const before = await sharp(input).metadata();
    // The fixture really carries what must go: EXIF with a GPS block, and orientation 6.
    expect(ifd0Tags(before.exif as Buffer)).toContain(GPS_INFO_TAG);
    expect(before.orientation).toBe(6);
    const item = await uploaded(input, "IMG_0001.JPG");
    const bytes = (await deps.storage.get(item.src.slice("/media/".length))) as Buffer;
    const after = await sharp(bytes).metadata();
    expect(after.format).toBe("jpeg");
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.iptc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    // Rotated by the tag: 64x48 shown upright is 48x64.
    expect([after.width, after.height]).toEqual([48, 64]);
    expect([item.width, item.height]).toEqual([48, 64]);
  });

  it("drops what a polyglot appends after a real image, and refuses image magic with HTML behind it", async () => {
    const polyglot = Buffer.concat([await raster("png"), Buffer.from("<html><script>alert(1)</script></html>")]);
    const item = await uploaded(polyglot, "poly.png");
    const bytes = (await deps.storage.get(item.src.slice(7))) as Buffer;
    expect(bytes.includes(Buffer.from("<script"))).toBe(false);
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from("<html><script>alert(1)</script>")]);
    expect(await upload(fake, "fake.jpg")).toEqual({ ok: false, status: 400, message: MEDIA_TEXT.unreadable("JPEG") });
  });

  it("refuses an SVG with a script, an event handler, foreignObject or an outside reference, naming it; takes a plain one", async () => {
    const hostile: [string, RegExp][] = [
      ['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', /<script>/],
      ['<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect/></svg>', /event handler \(onload\)/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><p>x</p></foreignObject></svg>', /foreignObject/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/a.svg#x"/></svg>', /refers outside the file/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><use href="javascript:alert(1)"/></svg>', /javascript: URL/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(data:image/png;base64,AAAA)"/></svg>', /data: URL/],
      ['<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x "y">]><svg xmlns="http://www.w3.org/2000/svg"/>', /DOCTYPE/],
      // A blur that takes the renderer half a minute per variant (issue 35 B4), however it is written.
      [
        '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feGaussianBlur stdDeviation="1000000"/></filter><rect filter="url(#f)" width="9" height="9"/></svg>',
        /stdDeviation="1000000": filter sizes above 100 are not taken/,
      ],
      ['<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feDropShadow stdDeviation="2 5e6"/></filter></svg>', /above 100/],
      ['<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feMorphology radius="Infinity"/></filter></svg>', /above 100/],
      [
        `<svg xmlns="http://www.w3.org/2000/svg"><filter id="f">${'<feOffset dx="1"/>'.repeat(51)}</filter></svg>`,
        /more than 50 filter steps/,
      ],
    ];
    for (const [svg, reason] of hostile) {
      const result = await upload(Buffer.from(svg), "art.svg");
      expect(result.ok, svg).toBe(false);
      if (!result.ok) {
        expect(result.status).toBe(400);
        expect(result.message).toMatch(/^This SVG was refused: /);
        expect(result.message).toMatch(reason);
      }
    }
    expect((await stored()).rows).toEqual([]);
    const item = await uploaded(Buffer.from(SVG_OK), "ok.svg");
    expect([item.width, item.height]).toEqual([40, 20]);
    // A soft shadow of ordinary size is artwork.
    const shadow =
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><filter id="s"><feGaussianBlur stdDeviation="2.5"/></filter><rect filter="url(#s)" width="40" height="20"/></svg>';
    expect((await uploaded(Buffer.from(shadow), "shadow.svg")).type).toBe("svg");
  });

  it("refuses an empty file, a file over the limit and a name with folders, storing nothing", async () => {
    expect(await upload(new Uint8Array(), "empty.png")).toEqual({ ok: false, status: 400, message: MEDIA_TEXT.empty });
    const big = await sharp({
      create: { width: 600, height: 600, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } },
    })
      .png()
      .toBuffer();
    expect(big.byteLength).toBeGreaterThan(deps.maxBytes);
    expect(await upload(big, "big.png")).toEqual({ ok: false, status: 413, message: MEDIA_TEXT.tooLarge(deps.maxBytes) });
    for (const name of ["../../etc/passwd.png", "..\\win.png", "a/b.png", "nul\u0000.png", "..", "\u202egnp.exe"]) {
      expect(await upload(await raster("png"), name)).toEqual({ ok: false, status: 400, message: MEDIA_TEXT.badName });
    }
    expect(await stored()).toEqual({ rows: [], files: [] });
  });

  it("offers only images with alt text to the editor (usableImages), and audits alt text changes", async () => {
    const withAlt = await uploaded(await raster("png"), "with-alt.png", "Team at the clinic");
    const without = await uploaded(await raster("png"), "no-alt.png", null);
    expect((await usableImages(deps)).map((item) => item.id)).toEqual([withAlt.id]);
    expect(await setAltText(deps, actor, without.id, "A quiet room")).toMatchObject({ ok: true, item: { alt: "A quiet room" } });
    expect((await usableImages(deps)).map((item) => item.id).sort()).toEqual([withAlt.id, without.id].sort());
    const audits = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "media.alt"), eq(auditLog.subjectId, without.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: actor.id, before: { alt: null }, after: { alt: "A quiet room" } });
    const listed = await listMedia(deps, { q: "", type: "all", use: "missing-alt", sort: "newest", page: 1 });
    expect(listed.total).toBe(0);
  });

  async function pageUsing(src: string, alt: string) {
    const schema = structuredClone(fixturePage.schema) as PageSchema;
    schema.sections[0] = { ...schema.sections[0]!, imageUrl: src, imageAlt: alt };
    return deps.pages.publishPage({ path: "/media-test/page", type: "service", schema, publishedBy: "test" });
  }

  it("refuses to delete an image in use, listing where; deletes it once unused", async () => {
    const item = await uploaded(await raster("png"), "hero.png");
    await pageUsing(item.src, "A red square");
    await database.db.insert(contentResearch).values({
      contentType: "blog_article",
      slug: "media-test",
      title: "An article",
      content: `<p><img src="/images${item.src}?w=640" alt="x"></p>`,
    });
    expect((await usedOn(deps, item.src.slice(7, 39))).map((use) => use.label)).toEqual(["/media-test/page", '"An article"']);
    const refused = await deleteMedia(deps, actor, item.id);
    expect(refused).toEqual({ ok: false, status: 409, message: MEDIA_TEXT.inUse(["/media-test/page", '"An article"']) });
    expect((await stored()).rows).toHaveLength(1);
    expect(await deps.storage.get(item.src.slice(7))).not.toBeNull();
    const used = await listMedia(deps, { q: "", type: "all", use: "used", sort: "newest", page: 1 });
    expect(used.rows.map((row) => row.id)).toEqual([item.id]);

    const spare = await uploaded(await raster("jpeg"), "spare.jpg");
    expect(
      (await listMedia(deps, { q: "", type: "all", use: "unused", sort: "newest", page: 1 })).rows.map((row) => row.id),
    ).toEqual([spare.id]);
    expect(await deleteMedia(deps, actor, spare.id)).toEqual({ ok: true });
    expect(await deps.storage.get(spare.src.slice(7))).toBeNull();
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "media.delete"))).toHaveLength(1);
  });

  it("replaces an image everywhere: the page gets a new version with the new image and alt, the article its new src, caches are told", async () => {
    const old = await uploaded(await raster("png"), "old.png", "Old picture");
    const next = await uploaded(await raster("jpeg"), "new.jpg", "New picture");
    const page = await pageUsing(old.src, "Old picture");
    await database.db.insert(contentResearch).values({
      contentType: "blog_article",
      slug: "media-replace",
      title: "Replace article",
      content: `<p><img src="/images${old.src}?w=640" alt="x"></p>`,
    });
    changes.length = 0;
    const result = await replaceMedia(deps, actor, old.id, next.id);
    expect(result).toMatchObject({ ok: true, rewritten: [{ label: "/media-test/page" }, { label: '"Replace article"' }] });
    const [row] = await database.db.select().from(pageSchemas).where(eq(pageSchemas.id, page.id));
    expect(row?.version).toBe(2);
    const hero = (row?.schema as PageSchema | undefined)?.sections[0];
    expect(hero).toMatchObject({ imageUrl: next.src, imageAlt: "New picture" });
    expect(JSON.stringify(row?.schema)).not.toContain(old.src);
    const [article] = await database.db.select().from(contentResearch).where(eq(contentResearch.slug, "media-replace"));
    expect(article?.content).toBe(`<p><img src="/images${next.src}?w=640" alt="x"></p>`);
    expect(changes).toEqual(
      expect.arrayContaining([
        { topic: "pages", paths: ["/media-test/page"] },
        { topic: "content-research", contentType: "blog_article" },
      ]),
    );
    // The page's first version keeps the old image (history is never rewritten), so a restore could bring it back: not deletable.
    expect((await usedOn(deps, old.src.slice(7, 39))).map((use) => use.label)).toEqual(["Version 1 of /media-test/page"]);
    expect(await deleteMedia(deps, actor, old.id)).toEqual({
      ok: false,
      status: 409,
      message: MEDIA_TEXT.inUse(["Version 1 of /media-test/page"]),
    });
    const [audit] = await database.db.select().from(auditLog).where(eq(auditLog.action, "media.replace"));
    expect(audit).toMatchObject({ subjectId: old.id, before: { src: old.src }, after: { src: next.src } });
  });

  it("counts an image held only by a pending draft or an old version as used, naming where", async () => {
    const inDraft = await uploaded(await raster("png"), "draft.png", "In a draft");
    const inOldVersion = await uploaded(await raster("jpeg"), "version.jpg", "In version 1");
    const inArticleVersion = await uploaded(await raster("png"), "article.png", "In an article's version");
    const page = await pageUsing(inOldVersion.src, "In version 1");
    // Version 2 drops the image: only version 1 still holds it.
    await deps.pages.publishPage({ path: "/media-test/page", type: "service", schema: fixturePage.schema, publishedBy: "test" });
    const draftSchema = structuredClone(fixturePage.schema) as PageSchema;
    draftSchema.sections[0] = { ...draftSchema.sections[0]!, imageUrl: inDraft.src, imageAlt: "In a draft" };
    await database.db.insert(contentDrafts).values({
      subjectType: "page",
      subjectId: page.id,
      schema: draftSchema,
      basedOnVersion: 2,
      status: "in_review",
    });
    const [article] = await database.db
      .insert(contentResearch)
      .values({ contentType: "blog_article", slug: "media-versions", title: "Versioned article", content: "<p>Now without</p>" })
      .returning();
    await database.db.insert(contentResearchVersions).values({
      contentResearchId: article!.id,
      version: 1,
      schema: { title: "Versioned article", excerpt: "", content: `<p><img src="${inArticleVersion.src}" alt="x"></p>`, seo: {} },
    });
    const labels = async (item: { src: string }) => (await usedOn(deps, item.src.slice(7, 39))).map((use) => use.label);
    expect(await labels(inDraft)).toEqual(["Draft of /media-test/page"]);
    expect(await labels(inOldVersion)).toEqual(["Version 1 of /media-test/page"]);
    expect(await labels(inArticleVersion)).toEqual(['Version 1 of "Versioned article"']);
    for (const item of [inDraft, inOldVersion, inArticleVersion]) {
      const refused = await deleteMedia(deps, actor, item.id);
      expect(refused).toEqual({ ok: false, status: 409, message: MEDIA_TEXT.inUse(await labels(item)) });
    }
    const used = await listMedia(deps, { q: "", type: "all", use: "unused", sort: "newest", page: 1 });
    expect(used.rows).toEqual([]);

    // Once the draft is published (nothing pending), the draft no longer counts: only the live page does.
    await database.db.update(contentDrafts).set({ status: "published" }).where(eq(contentDrafts.subjectId, page.id));
    expect(await labels(inDraft)).toEqual([]);
  });

  it("refuses a replacement without alt text, or the image itself, changing nothing", async () => {
    const old = await uploaded(await raster("png"), "old.png", "Old picture");
    const bare = await uploaded(await raster("png"), "bare.png", null);
    await pageUsing(old.src, "Old picture");
    expect(await replaceMedia(deps, actor, old.id, bare.id)).toEqual({
      ok: false,
      status: 400,
      message: MEDIA_TEXT.replacementNeedsAlt,
    });
    expect(await replaceMedia(deps, actor, old.id, old.id)).toEqual({ ok: false, status: 400, message: MEDIA_TEXT.replaceSame });
    const [row] = await database.db.select().from(pageSchemas).where(eq(pageSchemas.path, "/media-test/page"));
    expect(row?.version).toBe(1);
  });

  it("searches, filters by type, sorts and pages", async () => {
    await uploaded(await raster("png"), "b-zebra.png", "Zebra crossing");
    await uploaded(await raster("jpeg"), "a-apple.jpg", "An apple");
    await uploaded(Buffer.from(SVG_OK), "c-logo.svg", null);
    const list = (query: Partial<Parameters<typeof listMedia>[1]>) =>
      listMedia(deps, { q: "", type: "all", use: "all", sort: "newest", page: 1, ...query }).then((result) =>
        result.rows.map((row) => row.originalName),
      );
    expect(await list({ q: "zebra" })).toEqual(["b-zebra.png"]);
    expect(await list({ q: "APPLE" })).toEqual(["a-apple.jpg"]);
    expect(await list({ q: "%" })).toEqual([]);
    expect(await list({ type: "svg" })).toEqual(["c-logo.svg"]);
    expect(await list({ sort: "name" })).toEqual(["a-apple.jpg", "b-zebra.png", "c-logo.svg"]);
    expect(await list({ use: "missing-alt" })).toEqual(["c-logo.svg"]);
    expect((await listMedia(deps, { q: "", type: "all", use: "all", sort: "newest", page: 9 })).page).toBe(1);
  });
});
