import { data, type RouterContextProvider } from "react-router";
import { MEDIA_TEXT, mediaActionSchema, uploadFieldsSchema } from "~/lib/content/media";
import { firstIssue } from "~/lib/first-issue";
import { actorOf, requireStaff } from "../../auth/staff";
import { AppError, isAppError } from "../../http/app-error";
import { readForm } from "../../http/parse-request";
import { mediaDeps } from "./deps";
import { deleteMedia, type MediaItem, type MediaRefusal, replaceMedia, setAltText, uploadMedia } from "./library";

/**
 * The library's writes as the routes answer them: POST /api/admin/media (the
 * upload, JSON, used with progress by the page's script) and the page's
 * own form posts (the same upload without JS; alt text, replace, delete).
 * Every refusal is a 4xx with a message for people; nothing is changed.
 */
export type MediaAnswer = { ok: boolean; message: string; intent?: string; item?: MediaItem };

/** Room for the multipart envelope and the other fields around the file. */
const FORM_OVERHEAD = 64 * 1024;

/** Reads an upload form: exactly one file in `file`, optional text `alt`. Throws AppError for what no honest form sends. */
export async function readUpload(request: Request, maxBytes: number): Promise<{ file: File; alt: string | null }> {
  const form = await readForm(request, {
    maxBytes: maxBytes + FORM_OVERHEAD,
    messages: { tooLarge: MEDIA_TEXT.tooLarge(maxBytes), unsupportedType: 'Send the image as a multipart form (field "file").' },
  });
  const files = form.getAll("file");
  const file = files[0];
  if (files.length !== 1 || !(file instanceof File)) {
    throw new AppError("BAD_REQUEST", files.length > 1 ? "Upload one file at a time." : MEDIA_TEXT.noFile, {
      fields: { file: MEDIA_TEXT.noFile },
    });
  }
  const alts = form.getAll("alt");
  if (alts.length > 1 || alts.some((value) => typeof value !== "string")) {
    throw new AppError("BAD_REQUEST", "Alt text must be text.", { fields: { alt: "Alt text must be text." } });
  }
  const fields = uploadFieldsSchema.safeParse({ alt: alts[0] });
  if (!fields.success) throw new AppError("BAD_REQUEST", firstIssue(fields.error), { fields: { alt: firstIssue(fields.error) } });
  return { file, alt: fields.data.alt };
}

const refusalError = (refusal: MediaRefusal) =>
  new AppError(
    refusal.status === 413
      ? "PAYLOAD_TOO_LARGE"
      : refusal.status === 415
        ? "UNSUPPORTED_MEDIA_TYPE"
        : refusal.status === 404
          ? "NOT_FOUND"
          : refusal.status === 409
            ? "CONFLICT"
            : "BAD_REQUEST",
    refusal.message,
    { fields: { file: refusal.message } },
  );

/** Stores one upload for the signed-in admin; the item, or an AppError. */
export async function storeUpload(request: Request, context: Readonly<RouterContextProvider>): Promise<MediaItem> {
  const staff = requireStaff(context);
  const deps = mediaDeps(context);
  const { file, alt } = await readUpload(request, deps.maxBytes);
  const result = await uploadMedia(deps, actorOf(staff), {
    bytes: new Uint8Array(await file.arrayBuffer()),
    name: file.name,
    alt,
  });
  if (!result.ok) throw refusalError(result);
  return result.item;
}

export const uploadedMessage = (item: MediaItem) =>
  item.alt
    ? `Uploaded ${item.originalName}.`
    : `Uploaded ${item.originalName}. Write its alt text before it can be used on a page.`;

/** The page's form posts: upload (without JS), alt, replace, delete. */
export async function answerMediaAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const answer = (status: number, message: string, intent?: string, item?: MediaItem) =>
    data<MediaAnswer>({ ok: status < 400, message, intent, item }, { status });
  if (
    (request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data") &&
    new URL(request.url).searchParams.get("upload") === "1"
  ) {
    try {
      const item = await storeUpload(request, context);
      return answer(201, uploadedMessage(item), "upload", item);
    } catch (error) {
      if (isAppError(error)) return answer(error.status, error.message, "upload");
      throw error;
    }
  }
  let form: FormData;
  try {
    form = await readForm(request, { maxBytes: 16 * 1024, messages: { tooLarge: "The form is too large." } });
  } catch (error) {
    if (isAppError(error)) return answer(error.status, error.message);
    throw error;
  }
  const fields: Record<string, unknown> = {};
  for (const [key, value] of form) fields[key] = typeof value === "string" ? value : 0;
  const parsed = mediaActionSchema.safeParse(fields);
  if (!parsed.success)
    return answer(400, firstIssue(parsed.error), typeof fields.intent === "string" ? fields.intent : undefined);
  const deps = mediaDeps(context);
  const actor = actorOf(staff);
  const command = parsed.data;
  if (command.intent === "alt") {
    const result = await setAltText(deps, actor, command.id, command.alt);
    return result.ok
      ? answer(200, `Alt text saved for ${result.item.originalName}.`, "alt")
      : answer(result.status, result.message, "alt");
  }
  if (command.intent === "delete") {
    const result = await deleteMedia(deps, actor, command.id);
    return result.ok ? answer(200, "Image deleted.", "delete") : answer(result.status, result.message, "delete");
  }
  const result = await replaceMedia(deps, actor, command.id, command.withId);
  if (!result.ok) return answer(result.status, result.message, "replace");
  const where = result.rewritten.map((use) => use.label);
  return answer(
    200,
    where.length ? `Replaced on ${where.join(", ")}.` : "The image was not used anywhere; nothing to replace.",
    "replace",
  );
}
