import { data, type RouterContextProvider } from "react-router";
import type { ActionAnswer } from "~/lib/action-answer";
import { firstIssue } from "~/lib/first-issue";
import { SAVED_VIEW_INTENTS, savedViewActionSchema } from "~/lib/inbox/live";
import type { Staff } from "../../auth/staff";
import { inboxDeps } from "../list/route-context";
import { deleteView, saveView } from "./saved-views";

export const isSavedViewIntent = (intent: unknown): boolean => (SAVED_VIEW_INTENTS as readonly unknown[]).includes(intent);

/** The inbox's saved-view forms (save, delete): a 4xx with its message for a refusal, nothing changed. */
export async function savedViewAction(context: Readonly<RouterContextProvider>, staff: Staff, fields: Record<string, string>) {
  const answer = (status: number, message: string, intent?: string) =>
    data<ActionAnswer>({ ok: status < 400, message, intent }, { status });
  const parsed = savedViewActionSchema.safeParse(fields);
  if (!parsed.success) return answer(400, firstIssue(parsed.error), fields.intent);
  const deps = inboxDeps(context);
  const actor = { id: staff.id, email: staff.email };
  const command = parsed.data;
  if (command.intent === "save-view") {
    const result = await saveView(deps, actor, command);
    if (!result.ok) return answer(result.status, result.message, command.intent);
    return answer(200, `Saved the view "${result.view.name}"${command.shared ? ", shared with all staff" : ""}.`, command.intent);
  }
  const result = await deleteView(deps, actor, command.viewId);
  if (!result.ok) return answer(result.status, result.message, command.intent);
  return answer(200, `Deleted the view "${result.name}".`, command.intent);
}
