import { parseNumberSetting } from "~/lib/content/gates";
import type { SettingForm } from "~/lib/settings/settings-form";
import { BOOLEAN_SETTINGS, booleanSettingByKey, NUMBER_SETTINGS, numberSettingByKey } from "~/lib/settings-registry";
import { answer, isAppError, refuse, type StatusAnswer } from "../http";
import type { StaffRequest } from "../services-context";
import { readSetting, writeSetting } from "./store";

/**
 * /super-admin/settings: every switch of BOOLEAN_SETTINGS and every number
 * of NUMBER_SETTINGS with its value and bounds, and the form post that
 * changes one (super admins only: the guard, then staffRequest, then
 * writeSetting itself; validated against the setting's schema and bounds;
 * audited with before and after).
 */
export async function loadSettings({ services }: StaffRequest) {
  const db = services.database.db;
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

/** Changes one setting; the answer names its key so the page shows a refusal beside the right field. */
export async function changeSetting(
  { staff, services }: StaffRequest,
  { key, value: raw }: SettingForm,
): Promise<StatusAnswer<{ key: string }>> {
  const db = services.database.db;
  const keyed = (refusal: StatusAnswer): StatusAnswer<{ key: string }> => ({ ...refusal, key });
  try {
    const number = numberSettingByKey(key);
    if (number) {
      const parsed = parseNumberSetting(number, raw);
      if (!parsed.ok) return keyed(refuse(400, parsed.message));
      const value = await writeSetting(db, staff, number, parsed.value);
      return answer(true, `${number.label}: ${value} ${number.unit}.`, { key });
    }
    const setting = booleanSettingByKey(key);
    if (!setting) return refuse(400, "There is no such setting.");
    if (raw !== "true" && raw !== "false") return keyed(refuse(400, "Choose on or off."));
    const value = await writeSetting(db, staff, setting, raw === "true");
    return answer(true, `${setting.label}: ${value ? "on" : "off"}.`, { key });
  } catch (error) {
    if (isAppError(error)) return keyed(refuse(error.status, error.message));
    throw error;
  }
}
