import { previewResponse, readPreviewRequest } from "~/.server/content/studio/preview-request";
import { apiRoute } from "~/.server/http/api-handler";
import inlineStylesheet from "~/app.css?inline";
import stylesheetUrl from "~/app.css?url";
import { renderPreviewDocument } from "~/components/content/studio/preview-document.server";

/**
 * The editor's live preview (issue 22 item 3): POST the unsaved draft, get
 * the page as the public site would render it, as an HTML document that no
 * cache keeps. Admin only, by the guard's /api/admin rule and again in
 * readPreviewRequest. The stylesheet goes in as the public document has it
 * (app/root.tsx): inlined in production, linked in development.
 */
const stylesheet = import.meta.env.PROD ? { inline: inlineStylesheet } : stylesheetUrl ? { href: stylesheetUrl } : null;

const api = apiRoute({
  POST: async (args) => previewResponse(renderPreviewDocument({ ...(await readPreviewRequest(args)), stylesheet })),
});

export const loader = api;
export const action = api;
