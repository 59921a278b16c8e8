import { z } from "zod";
import { LEAD_TEXT, type LeadFormAnswer, type LeadFormFields, type LeadFormResult } from "~/lib/leads/lead-form-result";
import { checkboxValue, type LeadFormValues } from "~/lib/leads/lead-validation";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../../db";
import {
  AppError,
  answer,
  type BodyOptions,
  isAppError,
  jsonAnswer,
  type PageActionOptions,
  readJsonObject,
  refusal,
  refuse,
} from "../../http";
import type { RequestInfo } from "../../request-context";
import { type LeadServices, submissionMeta } from "./deps";
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
  // As the forms: the lead schema refuses a NUL in every field with the spec's words.
  schemaRefusesNul: true,
};

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

/** What a lead form's post is: its fields as sent, the first value of a field sent twice, a file as a mistyped value. */
export const leadFormSubmission = z.record(z.string(), z.unknown()).transform((fields) => {
  const body: Record<string, unknown> = {};
  for (const [key, sent] of Object.entries(fields)) {
    const value = Array.isArray(sent) ? sent[0] : sent;
    // Files are never part of this form: a file field is a mistyped field.
    body[key] = typeof value === "string" ? value : 0;
  }
  body.privacyPolicy = checkboxValue(body.privacyPolicy);
  return body;
});

/**
 * pageAction's options for a lead form: the lead texts for what no form
 * sends (another media type 415, over MAX_BODY_BYTES 413, unreadable 400);
 * `upload` lets a file field reach the schema, which makes it a mistyped value.
 */
export const LEAD_FORM_OPTIONS = {
  maxBytes: MAX_BODY_BYTES,
  upload: true,
  messages: { unsupportedType: LEAD_TEXT.notAForm, tooLarge: LEAD_TEXT.tooLarge, unreadableForm: LEAD_TEXT.unreadableForm },
  // The lead schema refuses a NUL in every field with the spec's words (lib/leads/lead-validation.ts).
  schemaRefusesNul: true,
} satisfies PageActionOptions;

/**
 * A lead form's post, the one way both forms submit, as pageAction's handler:
 * a plain form post without JavaScript (the page renders the answer), the
 * same fields posted by the form island's fetch with JavaScript (the route's
 * middleware sends the same answer as JSON, `answerFormJson`). The status
 * code says what happened either way; a refusal with Retry-After is thrown.
 */
export async function submitLeadForm(
  body: Record<string, unknown>,
  request: Request,
  services: LeadServices,
  info: RequestInfo | undefined,
  formType: FormType,
): Promise<LeadFormResult> {
  try {
    const result = await submitLead(services.leads, formType, body, submissionMeta(request, info, true));
    switch (result.status) {
      case "ok":
        return answer<Partial<LeadFormFields>>(true, LEAD_TEXT.success, {
          ...(result.warning ? { warning: result.warning } : {}),
          ...(formType === "booking" && typeof body.slot === "string" ? { slot: body.slot } : {}),
        });
      case "invalid":
      case "slot_taken":
        return { ...refuse(statusOf[result.status], result.message, result.fields), values: echoValues(body) };
      case "rate_limited":
        throw new AppError("RATE_LIMITED", result.message, { headers: { "Retry-After": String(result.retryAfterSeconds) } });
      default:
        return refuse(500, LEAD_TEXT.error);
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    if (isDatabaseUnavailable(error)) {
      info?.log.warn({ err: error }, "lead refused: the database is unavailable");
      throw new AppError("UNAVAILABLE", LEAD_TEXT.unavailable, { headers: retryLater });
    }
    info?.log.error({ err: error }, "lead form submission failed");
    return refuse(500, LEAD_TEXT.error);
  }
}

/**
 * The form island's post asks for JSON (`Accept: application/json`). React
 * Router renders whatever an action returns into the page on a document
 * request, so the route's middleware answers it before the action runs: it
 * runs the action itself (the same pageAction) and sends its answer as JSON.
 * `extra` adds what the island needs beside the answer (the booking's fresh slots).
 */
export function wantsFormJson(request: Request) {
  return request.method === "POST" && (request.headers.get("Accept") ?? "").includes("application/json");
}

export async function answerFormJson(
  answered: Promise<{ data: LeadFormResult; init: ResponseInit | null } | Response>,
  extra?: () => Promise<Omit<LeadFormAnswer, "result">>,
): Promise<Response> {
  const out = await answered;
  if (out instanceof Response) return out;
  const body: LeadFormAnswer = { result: out.data, ...(await extra?.()) };
  const headers = Object.fromEntries(new Headers(out.init?.headers).entries());
  return jsonAnswer(body, out.init?.status ?? 200, headers);
}
