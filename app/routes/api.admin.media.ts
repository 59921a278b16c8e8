import { requireStaff } from "~/.server/auth/staff";
import { storeUpload, uploadedMessage } from "~/.server/content/media/answers";
import { mediaDeps } from "~/.server/content/media/deps";
import { usableImages } from "~/.server/content/media/library";
import { apiRoute } from "~/.server/http/api-handler";
import { jsonAnswer } from "~/.server/http/app-error";

/**
 * /api/admin/media (admin, by the guard's /api/admin rule):
 * - POST a multipart form (`file`, optional `alt`): 201 with the stored item,
 *   or a 4xx envelope saying why nothing was stored. The library page sends
 *   its uploads here so it can show their progress.
 * - GET: the images the editor's picker may offer (only those with alt text).
 */
const api = apiRoute({
  POST: async ({ request, context }) => {
    const item = await storeUpload(request, context);
    return jsonAnswer({ item, message: uploadedMessage(item) }, 201);
  },
  GET: async ({ context }) => {
    requireStaff(context);
    return jsonAnswer({ images: await usableImages(mediaDeps(context)) });
  },
});

export const loader = api;
export const action = api;
