import { isAppError } from "../../http/app-error";
import { readForm as readCappedForm } from "../../http/parse-request";

/**
 * The body of a super-admin form post: url-encoded or multipart, at most
 * MAX_FORM_BYTES, fields as strings (a field sent twice keeps every value in
 * `all`). Nothing here throws for bad input: the action answers 4xx.
 */
export const MAX_FORM_BYTES = 16 * 1024;

export type FormRead =
  | { ok: true; fields: Record<string, string>; all(name: string): string[] }
  | { ok: false; status: 400 | 413 | 415; message: string };

export async function readForm(request: Request): Promise<FormRead> {
  let form: FormData;
  try {
    form = await readCappedForm(request, {
      maxBytes: MAX_FORM_BYTES,
      messages: { unsupportedType: "Send the form as a form post.", tooLarge: "The form is too large." },
    });
  } catch (error) {
    if (isAppError(error)) return { ok: false, status: error.status as 400 | 413 | 415, message: error.message };
    throw error;
  }
  const fields: Record<string, string> = {};
  for (const [key, value] of form) {
    if (!(key in fields)) fields[key] = typeof value === "string" ? value : "";
  }
  return {
    ok: true,
    fields,
    all: (name) => form.getAll(name).map((value) => (typeof value === "string" ? value : "")),
  };
}
