import { ACCREDITATION_SETTINGS, GATE_NUMBER_SETTINGS, type NumberSettingDefinition } from "./content/gates";
import { directPublishSetting } from "./content/studio";
import { responseTargetSetting } from "./dashboard/dashboard";

/**
 * The settings a super admin sets at /super-admin/settings, in the order
 * shown. Each is declared where it is used (its key, schema, default and
 * label) and only listed here; later tools add theirs to these lists.
 */
export const BOOLEAN_SETTINGS = [directPublishSetting, ...ACCREDITATION_SETTINGS] as const;

export type BooleanSettingKey = (typeof BOOLEAN_SETTINGS)[number]["key"];

export function booleanSettingByKey(key: string) {
  return BOOLEAN_SETTINGS.find((setting) => setting.key === key);
}

/** Whole-number settings with bounds (issue 24 item 5: the quality gates' thresholds). */
export const NUMBER_SETTINGS: readonly NumberSettingDefinition[] = [
  ...GATE_NUMBER_SETTINGS,
  // The staff dashboard's "Lead response target (minutes)" (issue 25 item 5).
  responseTargetSetting,
];

export function numberSettingByKey(key: string): NumberSettingDefinition | undefined {
  return NUMBER_SETTINGS.find((setting) => setting.key === key);
}
