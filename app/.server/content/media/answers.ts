import type { RouterContextProvider } from "react-router";
import { MEDIA_FORM_OVERHEAD, MEDIA_TEXT, type MediaAction, type MediaUpload, mediaUploadForm } from "~/lib/content/media";
import { AppError, answer, type PageActionArgs, parseMultipart, refuse } from "../../http";
import { type StaffRequest, staffRequest } from "../../services-context";
import { deleteMedia, type MediaDeps, type MediaItem, type MediaRefusal, replaceMedia, setAltText, uploadMedia } from "./library";

/**
 * The library's writes as the routes answer them: POST /api/admin/media (the
 * upload, JSON, used with progress by the page's script) and the page's
 * own form posts through the page socket (the same upload without JS; alt
 * text, replace, delete). Every refusal is a 4xx with a message for people;
 * nothing is changed.
 */

/** The library's deps for one request: the app's, with this request's logger and address (for the audit log). */
export function mediaOf({ services, log, clientIp }: Pick<StaffRequest, "services" | "log" | "clientIp">): MediaDeps {
  return { ...services.media, log, clientIp };
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
async function storeUpload(staff: StaffRequest, { file, alt }: MediaUpload): Promise<MediaItem> {
  const result = await uploadMedia(mediaOf(staff), staff.actor, {
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

/** POST /api/admin/media: the multipart form under the configured cap (413 with the library's words), then the upload. */
export async function apiUpload(request: Request, context: Readonly<RouterContextProvider>): Promise<MediaItem> {
  const staff = staffRequest(context);
  const { maxBytes } = staff.services.media;
  const upload = await parseMultipart(request, mediaUploadForm, {
    maxBytes: maxBytes + MEDIA_FORM_OVERHEAD,
    messages: { tooLarge: MEDIA_TEXT.tooLarge(maxBytes), unsupportedType: 'Send the image as a multipart form (field "file").' },
  });
  return storeUpload(staff, upload);
}

/** The page's form posts (route: pageAction(mediaActionSchema, …)): upload (without JS), alt, replace, delete. */
export async function mediaCommand(command: MediaAction, { context }: Pick<PageActionArgs, "context">) {
  const staff = staffRequest(context);
  const deps = mediaOf(staff);
  switch (command.intent) {
    case "upload": {
      const item = await storeUpload(staff, command);
      return answer(true, uploadedMessage(item), { item });
    }
    case "alt": {
      const result = await setAltText(deps, staff.actor, command.id, command.alt);
      return result.ok ? answer(true, `Alt text saved for ${result.item.originalName}.`) : refuse(result.status, result.message);
    }
    case "delete": {
      const result = await deleteMedia(deps, staff.actor, command.id);
      return result.ok ? answer(true, "Image deleted.") : refuse(result.status, result.message);
    }
    case "replace": {
      const result = await replaceMedia(deps, staff.actor, command.id, command.withId);
      if (!result.ok) return refuse(result.status, result.message);
      const where = result.rewritten.map((use) => use.label);
      return answer(
        true,
        where.length ? `Replaced on ${where.join(", ")}.` : "The image was not used anywhere; nothing to replace.",
      );
    }
  }
}
