import { answerChatHistory } from "~/.server/chat/http";
import { refusal } from "~/.server/http/app-error";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.chat.$id";

/** GET /api/chat/{id} with the X-Chat-Token header: a conversation's history, for the widget after a navigation. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerChatHistory(request, context.get(servicesContext), params.id);
}

export function action() {
  return refusal(405, "Use GET with the X-Chat-Token header.", { headers: { Allow: "GET" } });
}
