import { data, type RouterContextProvider } from "react-router";
import { BOOLEAN_SETTINGS, booleanSettingByKey } from "~/lib/settings-registry";
import { isAppError } from "../http/app-error";
import { readForm } from "../staff-admin/read-form";
import { superAdminRequest } from "../staff-admin/route-context";
import { readSetting, writeSetting } from "./store";

/**
 * /super-admin/settings: every switch of BOOLEAN_SETTINGS with its value,
 * and the form post that changes one (super admins only: the guard, then
 * superAdminRequest, then writeSetting itself; audited with before and after).
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
  return { settings };
}

export async function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { ctx } = superAdminRequest(context);
  const answer = (status: number, message: string) => data({ ok: status < 400, message }, { status });
  const form = await readForm(request);
  if (!form.ok) return answer(form.status, form.message);
  const setting = booleanSettingByKey(form.fields.key ?? "");
  if (!setting) return answer(400, "There is no such setting.");
  const raw = form.fields.value;
  if (raw !== "true" && raw !== "false") return answer(400, "Choose on or off.");
  try {
    const value = await writeSetting(ctx.db, ctx.actor, setting, raw === "true");
    return answer(200, `${setting.label}: ${value ? "on" : "off"}.`);
  } catch (error) {
    if (isAppError(error)) return answer(error.status, error.message);
    throw error;
  }
}
