import type { RouterContextProvider } from "react-router";
import { PAGE_FORM_MAX_BYTES, readForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import type { InboxMailDeps } from "./deps";

/** The inbox's deps for one request: the app's (`services.inbox`) with this request's logger and address (for the audit log). */
export function inboxDeps(context: Readonly<RouterContextProvider>): InboxMailDeps {
  const { inbox } = context.get(servicesContext);
  const { log, clientIp } = context.get(requestContext);
  return { ...inbox, log, clientIp, delivery: { ...inbox.delivery, log } };
}

/**
 * A posted form as plain fields. A body that is not a form (or is cut off)
 * is the client's mistake: `null`, which the route answers with a 400.
 */
export async function formFields(request: Request): Promise<Record<string, string> | null> {
  try {
    const form = await readForm(request, { maxBytes: PAGE_FORM_MAX_BYTES });
    const fields: Record<string, string> = {};
    for (const [key, value] of form) if (typeof value === "string" && !(key in fields)) fields[key] = value;
    return fields;
  } catch {
    return null;
  }
}
