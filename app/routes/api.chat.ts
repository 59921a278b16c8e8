import { answerChatIntro, answerChatPost } from "~/.server/chat/http";
import { apiRoute } from "~/.server/http/api-handler";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";

/**
 * The AI sales assistant (protocol: app/lib/chat/protocol.ts).
 * GET: the greeting and the newest research record. POST: a message,
 * answered as server-sent events, or the in-chat booking form (JSON).
 */
const api = apiRoute({
  GET: ({ context }) => answerChatIntro(context.get(servicesContext)),
  POST: ({ request, context }) => answerChatPost(request, context.get(servicesContext), context.get(requestContext)),
});

export const loader = api;
export const action = api;
