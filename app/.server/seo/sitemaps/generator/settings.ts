import { randomBytes } from "node:crypto";
import type { z } from "zod";
import {
  checkExclusionPattern,
  type IndexNowSettings,
  indexNowSetting,
  SITEMAP_EXCLUSIONS_MAX,
  type SitemapSettings,
  sitemapSetting,
} from "~/lib/seo/sitemap-generator";
import { type Actor, recordAudit } from "../../../auth";
import type { ContentBus } from "../../../content-bus";
import { type Db, siteSettings } from "../../../db";
import { readSetting } from "../../../settings";

/**
 * The sitemap generator's settings in site_settings: admins change them on
 * /sitemap-generator (the guard's table: admin). Each change is audited
 * with before and after, in one transaction with the write, and announced
 * as a `sitemap` change, so every instance drops its sitemap and IndexNow
 * key at once.
 */
export type SettingsWrite<T> = { ok: true; value: T; message: string } | { ok: false; status: number; message: string };

interface Deps {
  db: () => Db;
  bus: Pick<ContentBus, "publish">;
  secret?: string;
}

async function write<T>(
  deps: Deps,
  ctx: { actor: Actor; clientIp?: string },
  setting: { key: string; schema: z.ZodType<T>; fallback: T },
  change: (before: T) => T,
): Promise<{ before: T; after: T }> {
  const result = await deps.db().transaction(async (tx) => {
    const db = tx as unknown as Db;
    const before = await readSetting(db, setting);
    const after = setting.schema.parse(change(before));
    await db
      .insert(siteSettings)
      .values({ key: setting.key, value: after as object, updatedById: ctx.actor.id, updatedByEmail: ctx.actor.email })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: after as object, updatedById: ctx.actor.id, updatedByEmail: ctx.actor.email, updatedAt: new Date() },
      });
    await recordAudit(
      db,
      {
        actor: ctx.actor,
        action: "setting.change",
        subjectType: "setting",
        subjectId: setting.key,
        // The IndexNow key is public (served at the site root), so it may be audited as it is.
        before: { value: before },
        after: { value: after },
        clientIp: ctx.clientIp,
      },
      deps.secret,
    );
    return { before, after };
  });
  deps.bus.publish({ topic: "sitemap" });
  return result;
}

/** A new IndexNow key: 32 hex characters (the protocol allows 8 to 128 of a-z, A-Z, 0-9 and -). */
export function newIndexNowKey(): string {
  return randomBytes(16).toString("hex");
}

/** Checks every line of the textarea; one bad pattern refuses the whole list, and says which. */
export function parseExclusions(text: string): { ok: true; value: string[] } | { ok: false; message: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
  const patterns: string[] = [];
  for (const [index, line] of lines.entries()) {
    const checked = checkExclusionPattern(line);
    if (!checked.ok) return { ok: false, message: `Line ${index + 1}: ${checked.message}` };
    if (!patterns.includes(checked.value)) patterns.push(checked.value);
  }
  if (patterns.length > SITEMAP_EXCLUSIONS_MAX) return { ok: false, message: `At most ${SITEMAP_EXCLUSIONS_MAX} patterns.` };
  return { ok: true, value: patterns };
}

export function createSitemapSettingsStore(deps: Deps) {
  return {
    read: () => readSetting(deps.db(), sitemapSetting),
    readIndexNow: () => readSetting(deps.db(), indexNowSetting),
    async setExclusions(ctx: { actor: Actor; clientIp?: string }, text: string): Promise<SettingsWrite<SitemapSettings>> {
      const parsed = parseExclusions(text);
      if (!parsed.ok) return { ok: false, status: 400, message: parsed.message };
      const { after } = await write(deps, ctx, sitemapSetting, (before) => ({ ...before, exclusions: parsed.value }));
      const count = after.exclusions.length;
      return {
        ok: true,
        value: after,
        message:
          count === 0
            ? "No exclusion patterns: every page the rules allow is listed."
            : `Saved ${count} exclusion pattern${count === 1 ? "" : "s"}; the sitemap changed at once.`,
      };
    },
    async setImages(ctx: { actor: Actor; clientIp?: string }, images: boolean): Promise<SettingsWrite<SitemapSettings>> {
      const { after } = await write(deps, ctx, sitemapSetting, (before) => ({ ...before, images }));
      return { ok: true, value: after, message: images ? "Image entries are on." : "Image entries are off." };
    },
    async setThinWords(ctx: { actor: Actor; clientIp?: string }, thinWords: number): Promise<SettingsWrite<SitemapSettings>> {
      const { after } = await write(deps, ctx, sitemapSetting, (before) => ({ ...before, thinWords }));
      return { ok: true, value: after, message: `Pages with fewer than ${thinWords} words are now left out as thin.` };
    },
    /** `endpoint` must already be checked (route-actions.ts); enabling without a key makes one. */
    async setIndexNow(
      ctx: { actor: Actor; clientIp?: string },
      values: { enabled: boolean; endpoint: string },
    ): Promise<SettingsWrite<IndexNowSettings>> {
      const { after } = await write(deps, ctx, indexNowSetting, (before) => ({
        enabled: values.enabled,
        endpoint: values.endpoint,
        key: before.key ?? (values.enabled ? newIndexNowKey() : null),
      }));
      return {
        ok: true,
        value: after,
        message: after.enabled ? `IndexNow is on: changes are sent to ${after.endpoint}.` : "IndexNow is off: nothing is sent.",
      };
    },
    async rotateKey(ctx: { actor: Actor; clientIp?: string }): Promise<SettingsWrite<IndexNowSettings>> {
      const { after } = await write(deps, ctx, indexNowSetting, (before) => ({ ...before, key: newIndexNowKey() }));
      return { ok: true, value: after, message: "A new IndexNow key is served at the site root; the old one answers 404." };
    },
  };
}

export type SitemapSettingsStore = ReturnType<typeof createSitemapSettingsStore>;
