import { answerChatHistory } from "~/.server/chat/http";
import { apiRoute } from "~/.server/http/api-handler";
import { servicesContext } from "~/.server/services-context";

/** GET /api/chat/{id} with the X-Chat-Token header: a conversation's history, for the widget after a navigation. */
const api = apiRoute({
  GET: ({ request, params, context }) => answerChatHistory(request, context.get(servicesContext), params.id),
});

export const loader = api;
export const action = api;
