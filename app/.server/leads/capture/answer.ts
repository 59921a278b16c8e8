import { data } from "react-router";
import { LEAD_TEXT, type LeadFormAnswer, type LeadFormResult } from "~/lib/leads/lead-form-result";
import { checkboxValue, type LeadFormValues } from "~/lib/leads/lead-validation";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../../db/unavailable";
import { jsonAnswer, refusal } from "../../http/app-error";
import { type BodyOptions, readJsonObject } from "../../http/parse-request";
import type { RequestInfo } from "../../request-context";
import { type LeadServices, submissionMeta } from "./deps";
import { readFormSubmission } from "./read-submission";
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

/** A submission is a few fields and a message: 64 KB is plenty. */
export const MAX_BODY_BYTES = 64 * 1024;

/** POST /api/leads's body, with the lead texts. */
const LEAD_JSON_BODY: BodyOptions = {
  maxBytes: MAX_BODY_BYTES,
  messages: {
    unsupportedType: LEAD_TEXT.unsupportedType,
    tooLarge: LEAD_TEXT.tooLarge,
    badJson: LEAD_TEXT.badJson,
    notAnObject: LEAD_TEXT.notAnObject,
  },
};

/** An oversized body is left unread: the connection must not carry another request. */
function closeIfUnread(status: number): Record<string, string> {
  return status === 413 ? { Connection: "close" } : {};
}

/** Nothing was stored: the same submission (same idempotency key) works once the database is back. */
const retryLater = { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) };

export async function answerLeadApi(request: Request, services: LeadServices, info: RequestInfo | undefined): Promise<Response> {
  // What cannot be read is thrown in the envelope (415, 413, 400) and answered by apiRoute.
  const body = await readJsonObject(request, LEAD_JSON_BODY);
  try {
    const result = await submitLead(services.leads, "contact", body, submissionMeta(request, info, false));
    switch (result.status) {
      case "ok":
        return jsonAnswer(result.warning ? { ok: true, warning: result.warning } : { ok: true }, 200);
      case "rate_limited":
        return refusal(429, result.message, { fields: {}, headers: { "Retry-After": String(result.retryAfterSeconds) } });
      case "invalid":
      case "slot_taken":
        return refusal(statusOf[result.status], result.message, { fields: result.fields });
      default:
        return refusal(500, result.message, { fields: {} });
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      info?.log.warn({ err: error }, "lead refused: the database is unavailable");
      return refusal(503, LEAD_TEXT.unavailable, { fields: {}, headers: retryLater });
    }
    info?.log.error({ err: error }, "lead submission failed");
    return refusal(500, LEAD_TEXT.error, { fields: {} });
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

/** A lead form's answer before it is sent: what the form shows, with the HTTP status and headers. */
export interface FormAnswer {
  result: LeadFormResult;
  status: number;
  headers: Record<string, string>;
}

/**
 * A lead form's post, the one way both forms submit: a plain form post
 * without JavaScript (the action renders the page with the answer), the same
 * fields posted by the form island's fetch with JavaScript (answered as JSON,
 * `answerFormJson`). The status code says what happened either way.
 */
export async function answerFormPost(
  request: Request,
  services: LeadServices,
  info: RequestInfo | undefined,
  formType: FormType,
): Promise<FormAnswer> {
  const answer = (result: LeadFormResult, status = 200, headers: Record<string, string> = {}) => ({ result, status, headers });
  try {
    const read = await readFormSubmission(request);
    if (!read.ok) return answer({ status: "error", message: read.message }, read.status, closeIfUnread(read.status));
    const result = await submitLead(services.leads, formType, read.body, submissionMeta(request, info, true));
    switch (result.status) {
      case "ok":
        return answer({
          status: "success",
          ...(result.warning ? { warning: result.warning } : {}),
          ...(formType === "booking" && typeof read.body.slot === "string" ? { slot: read.body.slot } : {}),
        });
      case "invalid":
      case "slot_taken":
        return answer(
          { status: "invalid", message: result.message, fields: result.fields, values: echoValues(read.body) },
          statusOf[result.status],
        );
      case "rate_limited":
        return answer({ status: "error", message: result.message }, 429, { "Retry-After": String(result.retryAfterSeconds) });
      default:
        return answer({ status: "error", message: LEAD_TEXT.error }, 500);
    }
  } catch (error) {
    if (isDatabaseUnavailable(error)) {
      info?.log.warn({ err: error }, "lead refused: the database is unavailable");
      return answer({ status: "error", message: LEAD_TEXT.unavailable }, 503, retryLater);
    }
    info?.log.error({ err: error }, "lead form submission failed");
    return answer({ status: "error", message: LEAD_TEXT.error }, 500);
  }
}

/** The route action's answer (no JavaScript): the page renders `result` as its action data. */
export async function answerFormAction(...args: Parameters<typeof answerFormPost>) {
  const { result, status, headers } = await answerFormPost(...args);
  return data<LeadFormResult>(result, { status, headers });
}

/**
 * The form island's post asks for JSON (`Accept: application/json`). React
 * Router renders whatever an action returns into the page on a document
 * request (a Response's body becomes action data), so the route's middleware
 * answers it before the action runs, with the same function. `extra` adds
 * what the island needs beside the answer (the booking's fresh slots).
 */
export function wantsFormJson(request: Request) {
  return request.method === "POST" && (request.headers.get("Accept") ?? "").includes("application/json");
}

export async function answerFormJson(
  request: Request,
  services: LeadServices,
  info: RequestInfo | undefined,
  formType: FormType,
  extra?: (answer: FormAnswer) => Promise<Omit<LeadFormAnswer, "result">>,
) {
  const answer = await answerFormPost(request, services, info, formType);
  const body: LeadFormAnswer = { result: answer.result, ...(await extra?.(answer)) };
  return jsonAnswer(body, answer.status, answer.headers);
}
