import { data, type RouterContextProvider } from "react-router";
import { parseNumberSetting } from "~/lib/content/gates";
import { BOOLEAN_SETTINGS, booleanSettingByKey, NUMBER_SETTINGS, numberSettingByKey } from "~/lib/settings-registry";
import { readForm } from "../auth/staff-admin/read-form";
import { superAdminRequest } from "../auth/staff-admin/route-context";
import { isAppError } from "../http/app-error";
import { readSetting, writeSetting } from "./store";

/**
 * /super-admin/settings: every switch of BOOLEAN_SETTINGS and every number
 * of NUMBER_SETTINGS with its value and bounds, and the form post that
 * changes one (super admins only: the guard, then superAdminRequest, then
 * writeSetting itself; validated against the setting's schema and bounds;
 * audited with before and after).
 */
export async function loadSettings(context: Readonly<RouterContextProvider>) {
  const { ctx } = superAdminRequest(context);
  const settings = await Promise.all(
    BOOLEAN_SETTINGS.map(async (setting) => ({
      key: setting.key,
      label: setting.label,
      value: await readSetting(ctx.db, setting),
    })),
  );
  const numbers = await Promise.all(
    NUMBER_SETTINGS.map(async (setting) => ({
      key: setting.key,
      label: setting.label,
      min: setting.min,
      max: setting.max,
      unit: setting.unit,
      value: await readSetting(ctx.db, setting),
    })),
  );
  return { settings, numbers };
}

export async function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { ctx } = superAdminRequest(context);
  const answer = (status: number, message: string, key?: string) => data({ ok: status < 400, message, key }, { status });
  const form = await readForm(request);
  if (!form.ok) return answer(form.status, form.message);
  const key = form.fields.key ?? "";
  try {
    const number = numberSettingByKey(key);
    if (number) {
      const parsed = parseNumberSetting(number, form.fields.value);
      if (!parsed.ok) return answer(400, parsed.message, key);
      const value = await writeSetting(ctx.db, ctx.actor, number, parsed.value);
      return answer(200, `${number.label}: ${value} ${number.unit}.`, key);
    }
    const setting = booleanSettingByKey(key);
    if (!setting) return answer(400, "There is no such setting.");
    const raw = form.fields.value;
    if (raw !== "true" && raw !== "false") return answer(400, "Choose on or off.", key);
    const value = await writeSetting(ctx.db, ctx.actor, setting, raw === "true");
    return answer(200, `${setting.label}: ${value ? "on" : "off"}.`, key);
  } catch (error) {
    if (isAppError(error)) return answer(error.status, error.message, key);
    throw error;
  }
}
