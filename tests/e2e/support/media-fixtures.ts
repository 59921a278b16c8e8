import sharp from "sharp";
import type { Config } from "~/.server/config";
import { uploadMedia } from "~/.server/content/media/library";
import { createFileMediaStorage } from "~/.server/content/media/storage";
import type { Db } from "~/.server/db/client";
import { pageSchemas } from "~/.server/db/schema";
import { createLogger } from "~/.server/log";
import { fixturePage } from "../../fixtures/schema-pages";
import { MEDIA_IN_USE_NAME, MEDIA_IN_USE_PAGE } from "./media-fixture-names";

/**
 * The media library spec's planted use (tests/e2e/media-library.spec.ts):
 * an image uploaded through the library's own server function, and a DRAFT
 * page (never served, in no sitemap) whose hero shows it, so the library
 * lists it as used and refuses to delete it. Until the page editor exists
 * this is the only way a page can use an upload.
 */

export async function loadMediaFixtures(db: Db, config: Config) {
  const bytes = await sharp({ create: { width: 800, height: 500, channels: 3, background: "#2a6f97" } })
    .png()
    .toBuffer();
  const result = await uploadMedia(
    {
      db,
      storage: createFileMediaStorage(config.media.dir),
      bus: { publish() {} },
      pages: { publishPage: () => Promise.reject(new Error("not used by fixtures")) },
      secret: "e2e-fixtures",
      log: createLogger(config.logLevel),
      maxBytes: config.media.maxBytes,
    },
    { id: null, email: "e2e-fixtures" },
    { bytes, name: MEDIA_IN_USE_NAME, alt: "A blue panel used by the draft fixture page" },
  );
  if (!result.ok) throw new Error(result.message);
  const schema = structuredClone(fixturePage.schema);
  schema.sections[0] = { ...schema.sections[0]!, imageUrl: result.item.src, imageAlt: result.item.alt ?? "" };
  await db
    .insert(pageSchemas)
    .values({ path: MEDIA_IN_USE_PAGE, type: "service", status: "draft", schema, version: 1 })
    .onConflictDoUpdate({ target: pageSchemas.path, set: { schema } });
}
