import { z } from "zod";

/**
 * The one file of an upload form's `file` field, as the page socket hands it
 * over (`pageAction(…, { upload: true })`: a File, or an array when sent
 * more than once): none, a text value or several are refused in the page's
 * own words; an empty file too unless the feature says why itself.
 */
export function uploadedFile(text: { noFile: string; oneFile: string }, options: { allowEmpty?: boolean } = {}) {
  return z.unknown().transform((value, ctx): File => {
    if (Array.isArray(value) && value.length > 1) {
      ctx.addIssue({ code: "custom", message: text.oneFile });
      return z.NEVER;
    }
    if (!(value instanceof File) || (value.size === 0 && !options.allowEmpty)) {
      ctx.addIssue({ code: "custom", message: text.noFile });
      return z.NEVER;
    }
    return value;
  });
}
