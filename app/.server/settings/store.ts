import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { StaffRole } from "~/lib/auth/staff-roles";
import { recordAudit } from "../auth";
import { type Db, siteSettings } from "../db";
import { AppError } from "../http";

/**
 * Settings a super admin changes in the back-office, one JSON value per key
 * (site_settings). Each setting is declared where it is used, with its zod
 * schema and default (e.g. `directPublishSetting` in app/lib/content/studio.ts); a
 * stored value that no longer fits reads as the default. Read on writes of
 * the back-office only, never on public pages, so it is not cached.
 */
export interface SettingDefinition<T> {
  key: string;
  schema: z.ZodType<T>;
  fallback: T;
}

export async function readSetting<T>(db: Db, setting: SettingDefinition<T>): Promise<T> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(eq(siteSettings.key, setting.key))
    .limit(1);
  if (!row) return setting.fallback;
  const parsed = setting.schema.safeParse(row.value);
  return parsed.success ? parsed.data : setting.fallback;
}

/** Changes a setting; only a super admin may, and the change is audited with before and after. */
export async function writeSetting<T>(
  db: Db,
  actor: { id: string; email: string; role: StaffRole },
  setting: SettingDefinition<T>,
  value: unknown,
  message = "Only a super admin can change this setting.",
): Promise<T> {
  if (actor.role !== "super_admin") throw new AppError("FORBIDDEN", message);
  const parsed = setting.schema.safeParse(value);
  if (!parsed.success) throw new AppError("BAD_REQUEST", `That is not a valid value for ${setting.key}.`);
  await db.transaction(async (tx) => {
    const before = await readSetting(tx as unknown as Db, setting);
    await tx
      .insert(siteSettings)
      .values({ key: setting.key, value: parsed.data as object, updatedById: actor.id, updatedByEmail: actor.email })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: parsed.data as object, updatedById: actor.id, updatedByEmail: actor.email, updatedAt: new Date() },
      });
    await recordAudit(tx as unknown as Db, {
      actor,
      action: "setting.change",
      subjectType: "setting",
      subjectId: setting.key,
      before: { value: before },
      after: { value: parsed.data },
    });
  });
  return parsed.data;
}
