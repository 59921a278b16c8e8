import { data, type RouterContextProvider, redirect } from "react-router";
import { z } from "zod";
import { pageTypes } from "~/lib/content/page-schema";
import { createPageInput, STUDIO_TEXT } from "~/lib/content/studio";
import { firstIssue } from "~/lib/first-issue";
import { requireStaff } from "../../auth/staff";
import { AppError } from "../../http/app-error";
import { formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";

/**
 * The /admin/pages "New page" form (issue 22 item 1; thin route, logic
 * here). The form says where the page starts from (a template, or a copy of
 * another page); the studio checks the path (valid, not reserved, free) and
 * creates the page with its first draft. Success goes to the editor; a
 * refusal answers `{ ok, message, fields }` with its 4xx status and the form
 * keeps what was typed.
 */
export interface NewPageAnswer {
  ok: boolean;
  message: string;
  intent: "create";
  fields?: Partial<Record<string, string>>;
  /** What was sent, so the form shows it again after a refusal. */
  values?: { path?: string; type?: string; start?: string; template?: string; copyOf?: string };
}

const newPageForm = z.object({
  intent: z.literal("create"),
  path: z.string().max(200).default(""),
  type: z.enum(pageTypes),
  start: z.enum(["template", "copy"]),
  template: z.string().max(40).optional(),
  copyOf: z.string().max(20).optional(),
});

/** The form, then the studio's own input check: the template when starting from one, else the page to copy. */
function parseNewPage(fields: Record<string, unknown>) {
  const form = newPageForm.safeParse(fields);
  if (!form.success) return form;
  const { path, type, start, template, copyOf } = form.data;
  return createPageInput.safeParse(
    start === "template" ? { path, type, template: template || "service" } : { path, type, copyOf: copyOf || "" },
  );
}

/** Each field's refusal in words a writer reads; the studio's own texts where it has one. */
const FORM_MESSAGES: Record<string, string> = {
  path: STUDIO_TEXT.pathInvalid,
  type: "Choose the page's type.",
  start: "Choose a template or a page to copy.",
  template: "Choose a template.",
  copyOf: "Choose the page to copy.",
};

const text = (value: unknown) => (typeof value === "string" ? value.slice(0, 200) : undefined);

export async function newPageAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { studio } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const fields = formObject(await readPageForm(request));
  const values = {
    path: text(fields.path),
    type: text(fields.type),
    start: text(fields.start),
    template: text(fields.template),
    copyOf: text(fields.copyOf),
  };
  const refuse = (status: number, message: string, fieldErrors?: NewPageAnswer["fields"]) =>
    data<NewPageAnswer>(
      { ok: false, intent: "create", message, fields: fieldErrors, values },
      { status, headers: { "Cache-Control": "no-store" } },
    );
  const parsed = parseNewPage(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? "");
    const message = FORM_MESSAGES[field] ?? firstIssue(parsed.error);
    return refuse(400, message, { [field || "form"]: message });
  }
  try {
    const created = await studio.createPage(
      { actor: { id: staff.id, email: staff.email, role: staff.role }, clientIp },
      parsed.data,
    );
    return redirect(`/admin/pages/${created.pageId}`);
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      // A copy of a page that does not exist is the copy field's problem, not the path's.
      const fieldErrors =
        error.fields ?? (parsed.data.copyOf !== undefined && error.code === "NOT_FOUND" ? { copyOf: error.message } : undefined);
      return refuse(error.status, error.message, fieldErrors);
    }
    throw error;
  }
}
