import { z } from "zod";

/** A field as the form sent it: the first value when it came twice, "" when absent. */
const firstValue = z.preprocess((value) => (Array.isArray(value) ? value[0] : value), z.string().catch(""));

/**
 * /super-admin/settings' one form post: which setting (`key`) and its new
 * value. Which key exists and what value it takes is the registry's rule,
 * checked by the handler, so every message stays the setting's own.
 */
export const settingFormSchema = z.object({ key: firstValue, value: firstValue.optional() });
export type SettingForm = z.infer<typeof settingFormSchema>;

/** The largest settings form taken: a key and a number. */
export const SETTING_FORM_MAX_BYTES = 16 * 1024;
