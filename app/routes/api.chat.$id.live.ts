import { answerChatLive } from "~/.server/chat/http";
import { refusal } from "~/.server/http/app-error";
import { requestContext } from "~/.server/request-context";
import { servicesContext } from "~/.server/services-context";
import type { Route } from "./+types/api.chat.$id.live";

/** GET /api/chat/{id}/live with X-Chat-Token: the conversation's live channel (staff replies while they hold it). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return answerChatLive(request, context.get(servicesContext), params.id, { info: context.get(requestContext) });
}

export function action() {
  return refusal(405, "Use GET with the X-Chat-Token header.", { headers: { Allow: "GET" } });
}
