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
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { ok: false, status: 415, message: "Send the form as a form post." };
  }
  if (Number(request.headers.get("content-length") ?? "0") > MAX_FORM_BYTES) {
    return { ok: false, status: 413, message: "The form is too large." };
  }
  const text = await request.text().catch(() => null);
  if (text === null) return { ok: false, status: 400, message: "The form could not be read." };
  if (Buffer.byteLength(text) > MAX_FORM_BYTES) return { ok: false, status: 413, message: "The form is too large." };
  let form: FormData;
  try {
    form = await new Response(text, { headers: { "content-type": request.headers.get("content-type") ?? type } }).formData();
  } catch {
    return { ok: false, status: 400, message: "The form could not be read." };
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
