import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ActionAnswer } from "~/lib/action-answer";
import { AppError, codeForStatus, isAppError } from "./app-error";
import {
  type BodyOptions,
  fieldErrors,
  firstProblem,
  formObject,
  PAGE_FORM_MAX_BYTES,
  readForm,
  readJson,
} from "./parse-request";

/**
 * The socket every page's form action plugs into (after Remix's
 * `parseWithZod` and Umami's `parseRequest`): it reads the body once, capped,
 * checks it with the route's zod schema and hands the handler typed input.
 * What the handler returns is the one `ActionAnswer`; a refusal is thrown as
 * an AppError (`refuse(404, "…")`) or returned as `answer(false, …)`.
 *
 * Bad input never reaches the handler and changes nothing: another media type
 * is 415, an oversized body 413 (the read stops at the cap), an unreadable
 * form or a schema's refusal 400 with the first problem of each field, and
 * the answer names the form's `intent` so the right form shows it.
 *
 *   export const action = pageAction(schema, async (input, { context }) => {
 *     await doIt(services(context), input);
 *     return answer(true, "Saved.");
 *   });
 */
export interface PageActionArgs {
  request: Request;
  params: Readonly<Record<string, string | undefined>>;
  context: Readonly<RouterContextProvider>;
}

export interface PageActionOptions {
  /** The largest body taken, in bytes (default 64 KB, an upload's own cap when `upload`). */
  maxBytes?: number;
  /** Multipart with files: File values reach the schema. */
  upload?: boolean;
  /** The body is JSON (a fetcher's `encType: "application/json"`), not a form. */
  json?: boolean;
  /** Runs before the body is read: a role check that refuses an outsider without reading what it sent. */
  guard?: (args: PageActionArgs) => void | Promise<void>;
  /** The message of a schema refusal, when one line says it better than the field's own (or made from the zod error). */
  invalid?: string | ((error: z.ZodError) => string);
  /** The message of a body over the cap, when the page names its own limit ("The image is larger than 10 MB…"). */
  tooLarge?: string;
  /** The message of another media type, when the page says what to send instead. */
  unsupportedType?: string;
  /** The reader's other texts (a public form's words for unreadable JSON, say). */
  messages?: BodyOptions["messages"];
  /** See BodyOptions: the schema refuses NUL in its own words. */
  schemaRefusesNul?: boolean;
}

/** What a handler answers: one ActionAnswer, or a Response (a redirect, a file). */
export type PageActionResult<T extends object> = ActionAnswer<T> | Response;

type Answered<T extends object> = ReturnType<typeof data<ActionAnswer<T>>>;

export function pageAction<S extends z.ZodType, T extends object = object>(
  schema: S,
  handler: (input: z.output<S>, args: PageActionArgs) => PageActionResult<T> | Promise<PageActionResult<T>>,
  options: PageActionOptions = {},
): (args: PageActionArgs) => Promise<Answered<T> | Response> {
  return async (args) => {
    await options.guard?.(args);
    const read = await readInput(args.request, options);
    if (!read.ok) {
      // No page of ours posts another media type: that is thrown to the error screen (as the page's own loader
      // would otherwise run, and may redirect), in the one envelope. A body over the cap or unreadable is answered
      // where the form is, since a person can cause it (a large upload).
      if (read.error.code === "UNSUPPORTED_MEDIA_TYPE")
        throw data(read.error.toJSON(), {
          status: read.error.status,
          headers: { "Cache-Control": "no-store", ...read.error.headers },
        });
      return refusalAnswer<T>(read.error, read.intent);
    }
    const parsed = schema.safeParse(read.value);
    if (!parsed.success) {
      const message =
        typeof options.invalid === "function" ? options.invalid(parsed.error) : (options.invalid ?? firstProblem(parsed.error));
      return data<ActionAnswer<T>>(
        { ok: false, message, fields: fieldErrors(parsed.error), ...intentOf(read.value) } as ActionAnswer<T>,
        { status: 400 },
      );
    }
    try {
      const result = await handler(parsed.data, args);
      if (result instanceof Response) return result;
      return data(plain(result as StatusAnswer<T>, intentOf(read.value)), { status: statusOf(result as StatusAnswer) });
    } catch (error) {
      if (isAppError(error)) return refusalAnswer<T>(error, intentOf(read.value).intent);
      if (isStatusAnswer(error))
        return data(plain<T>(error as StatusAnswer<T>, intentOf(read.value)), { status: statusOf(error) });
      throw error;
    }
  };
}

/** What `answer` and `refuse` make: an ActionAnswer and the HTTP status it goes out with. */
export type StatusAnswer<T extends object = object> = ActionAnswer<T> & { readonly [STATUS]?: number };

const STATUS = Symbol("status");

/** An answer (200 when ok, else 400); `extra` adds what the form needs back. */
export function answer<T extends object = object>(ok: boolean, message: string, extra?: T): StatusAnswer<T> {
  return { ok, message, ...(extra ?? {}) } as StatusAnswer<T>;
}

/**
 * A refusal with its HTTP status, so tests and scripts see it: `return refuse(404, "…")` from a handler, or
 * `throw refuse(…)` from a step it calls. A feature's own outcome (`{ ok: false, status, message }`) goes
 * through it unchanged.
 */
export function refuse(status: number, message: string, fields?: Partial<Record<string, string>>): StatusAnswer {
  return { ok: false, message, ...(fields ? { fields } : {}), [STATUS]: status } as StatusAnswer;
}

function isStatusAnswer(value: unknown): value is StatusAnswer {
  return typeof value === "object" && value !== null && STATUS in value;
}

function statusOf(result: StatusAnswer): number {
  return result[STATUS] ?? (result.ok ? 200 : 400);
}

/** The answer as sent: the status travels in the response, not in the body. */
function plain<T extends object>(value: StatusAnswer<T>, intent: { intent?: string }): ActionAnswer<T> {
  const { [STATUS]: _status, ...rest } = value;
  return { ...intent, ...rest } as ActionAnswer<T>;
}

function intentOf(value: unknown): { intent?: string } {
  if (value && typeof value === "object" && !Array.isArray(value)) {
    const intent = (value as Record<string, unknown>).intent;
    if (typeof intent === "string") return { intent };
  }
  return {};
}

function refusalAnswer<T extends object>(error: AppError, intent: string | undefined) {
  return data<ActionAnswer<T>>(
    {
      ok: false,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(intent ? { intent } : {}),
    } as ActionAnswer<T>,
    { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } },
  );
}

type Read = { ok: true; value: unknown } | { ok: false; error: AppError; intent?: string };

async function readInput(request: Request, options: PageActionOptions): Promise<Read> {
  const maxBytes = options.maxBytes ?? PAGE_FORM_MAX_BYTES;
  try {
    const messages = {
      ...options.messages,
      ...(options.tooLarge ? { tooLarge: options.tooLarge } : {}),
      ...(options.unsupportedType ? { unsupportedType: options.unsupportedType } : {}),
    };
    const { schemaRefusesNul } = options;
    if (options.json) return { ok: true, value: await readJson(request, { maxBytes, messages, schemaRefusesNul }) };
    const form = await readForm(request, {
      maxBytes,
      schemaRefusesNul,
      messages: { unsupportedType: "Send the form as a form post.", tooLarge: "The form is too large.", ...messages },
    });
    return { ok: true, value: formObject(form, { files: options.upload }) };
  } catch (error) {
    if (isAppError(error)) return { ok: false, error };
    throw error;
  }
}

/**
 * A loader's refusal in the one envelope, to throw: `throw pageRefusal(404, "This lead does not exist.")`.
 * The page's error screen shows the message (components/site/error-content.tsx).
 */
export function pageRefusal(status: number, message: string) {
  return data(new AppError(codeForStatus(status), message).toJSON(), { status, headers: { "Cache-Control": "no-store" } });
}
