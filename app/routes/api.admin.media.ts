import { apiUpload, mediaOf, uploadedMessage } from "~/.server/content/media/answers";
import { usableImages } from "~/.server/content/media/library";
import { apiRoute } from "~/.server/http/api-handler";
import { jsonAnswer } from "~/.server/http/app-error";
import { staffRequest } from "~/.server/services-context";

/**
 * /api/admin/media (admin, by the guard's /api/admin rule):
 * - POST a multipart form (`file`, optional `alt`): 201 with the stored item,
 *   or a 4xx envelope saying why nothing was stored. The library page sends
 *   its uploads here so it can show their progress.
 * - GET: the images the editor's picker may offer (only those with alt text).
 */
const api = apiRoute({
  POST: async ({ request, context }) => {
    const item = await apiUpload(request, context);
    return jsonAnswer({ item, message: uploadedMessage(item) }, 201);
  },
  GET: async ({ context }) => {
    return jsonAnswer({ images: await usableImages(mediaOf(staffRequest(context))) });
  },
});

export const loader = api;
export const action = api;
