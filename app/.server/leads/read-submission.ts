import { LEAD_TEXT } from "~/lib/lead-form-result";
import { checkboxValue } from "~/lib/lead-validation";
import { readCappedBody } from "../http/read-capped-body";

/**
 * Reads a submission's body, refusing what no form sends: another content
 * type (415), more than MAX_BODY_BYTES (413), malformed JSON or a JSON value
 * that is not an object (400). Nothing here throws for bad input.
 */
export const MAX_BODY_BYTES = 64 * 1024;

export type ReadResult = { ok: true; body: Record<string, unknown> } | { ok: false; status: 400 | 413 | 415; message: string };

function mediaType(request: Request) {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export async function readJsonSubmission(request: Request): Promise<ReadResult> {
  if (mediaType(request) !== "application/json") return { ok: false, status: 415, message: LEAD_TEXT.unsupportedType };
  const text = await readCappedBody(request, MAX_BODY_BYTES);
  if (text === null) return { ok: false, status: 413, message: LEAD_TEXT.tooLarge };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: 400, message: LEAD_TEXT.badJson };
  }
  if (!body || typeof body !== "object" || Array.isArray(body)) return { ok: false, status: 400, message: LEAD_TEXT.notAnObject };
  return { ok: true, body: body as Record<string, unknown> };
}

/** A browser form post (url-encoded or multipart); a field sent twice keeps its first value. */
export async function readFormSubmission(request: Request): Promise<ReadResult> {
  const type = mediaType(request);
  if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
    return { ok: false, status: 415, message: LEAD_TEXT.notAForm };
  }
  const text = await readCappedBody(request, MAX_BODY_BYTES);
  if (text === null) return { ok: false, status: 413, message: LEAD_TEXT.tooLarge };
  let form: FormData;
  try {
    form = await new Response(text, { headers: { "content-type": request.headers.get("content-type") ?? type } }).formData();
  } catch {
    return { ok: false, status: 400, message: LEAD_TEXT.unreadableForm };
  }
  const body: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (key in body) continue;
    // Files are never part of this form: a file field is a mistyped field.
    body[key] = typeof value === "string" ? value : 0;
  }
  body.privacyPolicy = checkboxValue(body.privacyPolicy);
  return { ok: true, body };
}
