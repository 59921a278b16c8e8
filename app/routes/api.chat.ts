import { answerChatIntro, answerChatPost } from "~/.server/chat/http";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.chat";

/**
 * The AI sales assistant (protocol: app/lib/chat/protocol.ts).
 * GET: the greeting and the newest research record. POST: a message,
 * answered as server-sent events, or the in-chat booking form (JSON).
 */
export function loader({ context }: Route.LoaderArgs) {
  return answerChatIntro(context.get(servicesContext));
}

export function action({ request, context }: Route.ActionArgs) {
  return answerChatPost(request, context.get(servicesContext), context.get(requestContext));
}
