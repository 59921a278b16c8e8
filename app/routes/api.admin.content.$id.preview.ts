import { readArticlePreviewRequest } from "~/.server/content/studio/article-preview-request";
import { previewResponse } from "~/.server/content/studio/preview-request";
import { apiRoute } from "~/.server/http/api-handler";
import inlineStylesheet from "~/app.css?inline";
import stylesheetUrl from "~/app.css?url";
import { renderArticlePreviewDocument } from "~/components/content/studio/article-preview-document.server";

/**
 * The article editor's live preview (issue 22 items 3 and 11): POST the
 * unsaved draft of a content_research record, get it as its city service
 * page or blog article would render it, as an HTML document no cache keeps.
 * The pages' preview API in every other respect (api.admin.pages.$id.preview.ts):
 * admin only by the guard's /api/admin rule and again in the reader, the
 * same caps, headers and stylesheet.
 */
const stylesheet = import.meta.env.PROD ? { inline: inlineStylesheet } : stylesheetUrl ? { href: stylesheetUrl } : null;

const api = apiRoute({
  POST: async (args) => previewResponse(renderArticlePreviewDocument({ ...(await readArticlePreviewRequest(args)), stylesheet })),
});

export const loader = api;
export const action = api;
