import { data, type RouterContextProvider } from "react-router";
import { parseNumberSetting } from "~/lib/content/gates";
import { BOOLEAN_SETTINGS, booleanSettingByKey, NUMBER_SETTINGS, numberSettingByKey } from "~/lib/settings-registry";
import { isAppError } from "../http/app-error";
import { readForm, settledRead } from "../http/parse-request";
import { staffRequest } from "../services-context";
import { readSetting, writeSetting } from "./store";

/**
 * /super-admin/settings: every switch of BOOLEAN_SETTINGS and every number
 * of NUMBER_SETTINGS with its value and bounds, and the form post that
 * changes one (super admins only: the guard, then staffRequest, then
 * writeSetting itself; validated against the setting's schema and bounds;
 * audited with before and after).
 */
export async function loadSettings(context: Readonly<RouterContextProvider>) {
  const db = staffRequest(context, "super_admin").services.database.db;
  const settings = await Promise.all(
    BOOLEAN_SETTINGS.map(async (setting) => ({
      key: setting.key,
      label: setting.label,
      value: await readSetting(db, setting),
    })),
  );
  const numbers = await Promise.all(
    NUMBER_SETTINGS.map(async (setting) => ({
      key: setting.key,
      label: setting.label,
      min: setting.min,
      max: setting.max,
      unit: setting.unit,
      value: await readSetting(db, setting),
    })),
  );
  return { settings, numbers };
}

export async function settingsAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, services } = staffRequest(context, "super_admin");
  const db = services.database.db;
  const answer = (status: number, message: string, key?: string) => data({ ok: status < 400, message, key }, { status });
  const read = await settledRead(
    readForm(request, {
      maxBytes: 16 * 1024,
      messages: { unsupportedType: "Send the form as a form post.", tooLarge: "The form is too large." },
    }),
  );
  if (!read.ok) return answer(read.status, read.message);
  const field = (name: string) => {
    const value = read.body.get(name);
    return value === null ? undefined : typeof value === "string" ? value : "";
  };
  const key = field("key") ?? "";
  try {
    const number = numberSettingByKey(key);
    if (number) {
      const parsed = parseNumberSetting(number, field("value"));
      if (!parsed.ok) return answer(400, parsed.message, key);
      const value = await writeSetting(db, staff, number, parsed.value);
      return answer(200, `${number.label}: ${value} ${number.unit}.`, key);
    }
    const setting = booleanSettingByKey(key);
    if (!setting) return answer(400, "There is no such setting.");
    const raw = field("value");
    if (raw !== "true" && raw !== "false") return answer(400, "Choose on or off.", key);
    const value = await writeSetting(db, staff, setting, raw === "true");
    return answer(200, `${setting.label}: ${value ? "on" : "off"}.`, key);
  } catch (error) {
    if (isAppError(error)) return answer(error.status, error.message, key);
    throw error;
  }
}
