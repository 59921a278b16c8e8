import type { SavedViewAction } from "~/lib/inbox/live";
import { answer, refuse } from "../../http";
import type { StaffRequest } from "../../services-context";
import { inboxDeps } from "../list/deps";
import { deleteView, saveView } from "./saved-views";

/** The inbox's saved-view forms (save, delete): a 4xx with its message for a refusal, nothing changed. */
export async function savedViewAction(request: StaffRequest, command: SavedViewAction) {
  const deps = inboxDeps(request);
  const actor = { id: request.staff.id, email: request.staff.email };
  if (command.intent === "save-view") {
    const result = await saveView(deps, actor, command);
    if (!result.ok) return refuse(result.status, result.message);
    return answer(true, `Saved the view "${result.view.name}"${command.shared ? ", shared with all staff" : ""}.`);
  }
  const result = await deleteView(deps, actor, command.viewId);
  if (!result.ok) return refuse(result.status, result.message);
  return answer(true, `Deleted the view "${result.name}".`);
}
