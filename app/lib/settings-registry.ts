import { directPublishSetting } from "./studio";

/**
 * The switches a super admin sets at /super-admin/settings, in the order
 * shown. Each is declared where it is used (its key, schema, default and
 * label) and only listed here; later tools add theirs to this list.
 */
export const BOOLEAN_SETTINGS = [directPublishSetting] as const;

export type BooleanSettingKey = (typeof BOOLEAN_SETTINGS)[number]["key"];

export function booleanSettingByKey(key: string) {
  return BOOLEAN_SETTINGS.find((setting) => setting.key === key);
}
