import { eq } from "drizzle-orm";
import { z } from "zod";
import { recordAudit } from "../audit/record";
import type { Actor } from "../auth/staff";
import type { Db } from "../db/client";
import { siteSettings } from "../db/schema";
import { readSetting, type SettingDefinition } from "../settings/store";

/**
 * The two settings this tool writes, in site_settings. Admins (the tool's
 * role) change them here, audited with before and after; the super admin's
 * settings page (settings/store.ts writeSetting) is for super-admin switches.
 */

/** The weekly self-audit (job.ts): on unless switched off. */
export const weeklySelfAuditSetting: SettingDefinition<boolean> = {
  key: "sitemap_optimization.weekly_audit",
  schema: z.boolean(),
  fallback: true,
};

/**
 * Paths left out of our sitemaps, as path patterns (`/locations/texas/old-town`,
 * `/blog/*`). TODO(integration, issue 23 item 3): the sitemap generator owns
 * this setting and its patterns (its helper adds "exclusions by path pattern"
 * to site settings on its own branch, and the sitemap reader applies them);
 * at merge, point this definition at that one (same key and schema, or its
 * add function) so "Exclude from the sitemap" here writes what the sitemap reads.
 */
export const sitemapExclusionsSetting: SettingDefinition<string[]> = {
  key: "sitemap.exclusions",
  schema: z.array(z.string().max(500)).max(1_000),
  fallback: [],
};

async function writeValue<T>(db: Db, actor: Actor, setting: SettingDefinition<T>, before: T, value: T) {
  await db
    .insert(siteSettings)
    .values({ key: setting.key, value: value as object, updatedById: actor.id, updatedByEmail: actor.email })
    .onConflictDoUpdate({
      target: siteSettings.key,
      set: { value: value as object, updatedById: actor.id, updatedByEmail: actor.email, updatedAt: new Date() },
    });
  await recordAudit(db, {
    actor,
    action: "setting.change",
    subjectType: "setting",
    subjectId: setting.key,
    before: { value: before },
    after: { value },
  });
}

/** Adds a path pattern to the exclusions, in one transaction with its audit row; false when it was there already. */
export async function addSitemapExclusion(db: Db, actor: Actor, pattern: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await readSetting(tx as unknown as Db, sitemapExclusionsSetting);
    if (before.includes(pattern)) return false;
    await writeValue(tx as unknown as Db, actor, sitemapExclusionsSetting, before, [...before, pattern].sort());
    return true;
  });
}

export async function setWeeklySelfAudit(db: Db, actor: Actor, on: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readSetting(tx as unknown as Db, weeklySelfAuditSetting);
    if (before !== on) await writeValue(tx as unknown as Db, actor, weeklySelfAuditSetting, before, on);
  });
}

export async function settingRow(db: Db, key: string) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row ?? null;
}
