import { answerChatLive } from "~/.server/chat/http";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/** GET /api/chat/{id}/live with X-Chat-Token: the conversation's live channel (staff replies while they hold it). */
const api = apiRoute({
  GET: ({ request, params, context }) =>
    answerChatLive(request, context.get(servicesContext), params.id, { info: context.get(requestContext) }),
});

export const loader = api;
export const action = api;
