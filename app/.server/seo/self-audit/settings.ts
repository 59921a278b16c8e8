import { eq } from "drizzle-orm";
import { z } from "zod";
import { checkExclusionPattern, exclusionMatcher, SITEMAP_EXCLUSIONS_MAX, sitemapSetting } from "~/lib/seo/sitemap-generator";
import { type Actor, recordAudit } from "../../auth";
import { type Db, siteSettings } from "../../db";
import { readSetting, type SettingDefinition } from "../../settings";

/**
 * The settings this tool writes, in site_settings: its weekly switch, and the sitemap generator's exclusions. Admins (the tool's
 * role) change them here, audited with before and after; the super admin's
 * settings page (settings/store.ts writeSetting) is for super-admin switches.
 */

/** The weekly self-audit (job.ts): on unless switched off. */
export const weeklySelfAuditSetting: SettingDefinition<boolean> = {
  key: "sitemap_optimization.weekly_audit",
  schema: z.boolean(),
  fallback: true,
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

/**
 * "Exclude from the sitemap": adds the path to the sitemap generator's exclusion patterns (the setting its
 * reader applies; app/lib/seo/sitemap-generator.ts), in one transaction with its audit row. `added` is false when
 * a pattern already covers it; a path the patterns cannot hold (or the whole site) is refused with the reason.
 */
export async function addSitemapExclusion(
  db: Db,
  actor: Actor,
  path: string,
): Promise<{ ok: true; added: boolean } | { ok: false; message: string }> {
  const checked = checkExclusionPattern(path);
  if (!checked.ok) return checked;
  return db.transaction(async (tx) => {
    const before = await readSetting(tx as unknown as Db, sitemapSetting);
    if (exclusionMatcher(before.exclusions)(checked.value)) return { ok: true as const, added: false };
    if (before.exclusions.length >= SITEMAP_EXCLUSIONS_MAX)
      return { ok: false as const, message: `The sitemap already has ${SITEMAP_EXCLUSIONS_MAX} exclusion patterns.` };
    const after = { ...before, exclusions: [...before.exclusions, checked.value].sort() };
    await writeValue(tx as unknown as Db, actor, sitemapSetting, before, after);
    return { ok: true as const, added: true };
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
