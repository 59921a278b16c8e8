import { redirect } from "react-router";
import type { z } from "zod";
import type { newPageForm } from "~/lib/content/studio";
import { isAppError, type PageActionArgs, refuse } from "../../http";
import { staffRequest } from "../../services-context";

/**
 * The /admin/pages "New page" form (issue 22 item 1; thin route, logic
 * here). The socket reads the form (`newPageForm`: where the page starts
 * from, a template or a copy of another page); the studio checks the path
 * (valid, not reserved, free) and creates the page with its first draft.
 * Success goes to the editor; the studio's refusal answers with its 4xx,
 * the field, and what was sent, so the form keeps what was typed.
 */
export type NewPageValues = { path?: string; type?: string; start?: string; template?: string; copyOf?: string };

export async function newPageCommand(input: z.output<typeof newPageForm>, { context }: Pick<PageActionArgs, "context">) {
  const { staff, services, clientIp } = staffRequest(context);
  try {
    const created = await services.studio.createPage(
      { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp },
      input,
    );
    return redirect(`/admin/pages/${created.pageId}`);
  } catch (error) {
    if (!isAppError(error) || error.status >= 500) throw error;
    // A copy of a page that does not exist is the copy field's problem, not the path's.
    const fields =
      error.fields ?? (input.copyOf !== undefined && error.code === "NOT_FOUND" ? { copyOf: error.message } : undefined);
    const values: NewPageValues = {
      path: input.path,
      type: input.type,
      start: input.copyOf !== undefined ? "copy" : "template",
      template: input.template,
      copyOf: input.copyOf === undefined ? undefined : String(input.copyOf),
    };
    return { ...refuse(error.status, error.message, fields), values };
  }
}
