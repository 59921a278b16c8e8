import { data } from "react-router";
import { LEAD_TEXT, type LeadFormResult } from "~/lib/lead-form-result";
import { checkboxValue, type LeadFormValues } from "~/lib/lead-validation";
import type { RequestInfo } from "../request-context";
import { readFormSubmission, readJsonSubmission } from "./read-submission";
import { type LeadServices, leadDeps, submissionMeta } from "./runtime";
import { type FormType, type SubmitResult, submitLead } from "./submit-lead";

/**
 * The HTTP side of a submission, for the thin route modules: the JSON API
 * (`POST /api/leads`, for other clients) and the form actions. Bad input is a 4xx with a clear
 * message; an unexpected failure is logged with the request id and answered
 * with the spec's generic text and a 500, never a stack trace.
 */
const statusOf: Record<SubmitResult["status"], number> = {
  ok: 200,
  invalid: 400,
  rate_limited: 429,
  slot_taken: 409,
  error: 500,
};

/** An oversized body is left unread: the connection must not carry another request. */
function closeIfUnread(status: number): Record<string, string> {
  return status === 413 ? { Connection: "close" } : {};
}

function json(body: unknown, status: number, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

export async function answerLeadApi(request: Request, services: LeadServices, info: RequestInfo | undefined): Promise<Response> {
  if (request.method !== "POST")
    return json({ error: { message: "Use POST with a JSON body.", fields: {} } }, 405, { Allow: "POST" });
  try {
    const read = await readJsonSubmission(request);
    if (!read.ok) return json({ error: { message: read.message, fields: {} } }, read.status, closeIfUnread(read.status));
    const result = await submitLead(leadDeps(services, info?.log), "contact", read.body, submissionMeta(request, info, false));
    switch (result.status) {
      case "ok":
        return json(result.warning ? { ok: true, warning: result.warning } : { ok: true }, 200);
      case "rate_limited":
        return json({ error: { message: result.message, fields: {} } }, 429, { "Retry-After": String(result.retryAfterSeconds) });
      case "invalid":
      case "slot_taken":
        return json({ error: { message: result.message, fields: result.fields } }, statusOf[result.status]);
      default:
        return json({ error: { message: result.message, fields: {} } }, 500);
    }
  } catch (error) {
    info?.log.error({ err: error }, "lead submission failed");
    return json({ error: { message: LEAD_TEXT.error, fields: {} } }, 500);
  }
}

/** Echoed back into the form after a failed no-JavaScript post, so nothing typed is lost. */
function echoValues(body: Record<string, unknown>): Partial<LeadFormValues> {
  const pick = (key: string) => (typeof body[key] === "string" ? (body[key] as string).slice(0, 6000) : "");
  return {
    name: pick("name"),
    email: pick("email"),
    phone: pick("phone"),
    facility: pick("facility"),
    message: pick("message"),
    privacyPolicy: checkboxValue(body.privacyPolicy) === true,
  };
}

/**
 * A lead form's post, the one way both forms submit: through a fetcher with
 * JavaScript (the answer is the fetcher's data), as a plain form post without
 * (the page renders the answer). The status code says what happened either way.
 */
export async function answerFormAction(
  request: Request,
  services: LeadServices,
  info: RequestInfo | undefined,
  formType: FormType,
) {
  try {
    const read = await readFormSubmission(request);
    if (!read.ok) {
      return data<LeadFormResult>(
        { status: "error", message: read.message },
        { status: read.status, headers: closeIfUnread(read.status) },
      );
    }
    const result = await submitLead(leadDeps(services, info?.log), formType, read.body, submissionMeta(request, info, true));
    switch (result.status) {
      case "ok":
        return data<LeadFormResult>({
          status: "success",
          ...(result.warning ? { warning: result.warning } : {}),
          ...(formType === "booking" && typeof read.body.slot === "string" ? { slot: read.body.slot } : {}),
        });
      case "invalid":
      case "slot_taken":
        return data<LeadFormResult>(
          { status: "invalid", message: result.message, fields: result.fields, values: echoValues(read.body) },
          { status: statusOf[result.status] },
        );
      case "rate_limited":
        return data<LeadFormResult>(
          { status: "error", message: result.message },
          { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
        );
      default:
        return data<LeadFormResult>({ status: "error", message: LEAD_TEXT.error }, { status: 500 });
    }
  } catch (error) {
    info?.log.error({ err: error }, "lead form submission failed");
    return data<LeadFormResult>({ status: "error", message: LEAD_TEXT.error }, { status: 500 });
  }
}
