import { data } from "react-router";
import type { z } from "zod";
import { AppError, type FieldErrors, isAppError } from "./app-error";
import { readCappedBytes } from "./read-capped-body";

/**
 * Reading a request against a zod schema, with a byte cap (after Umami's
 * parseRequest). Each function throws an AppError for what no honest client
 * sends: another media type (415), a body over the cap (413; the read stops
 * there), malformed JSON (400), or values the schema refuses (400 with the
 * first problem of each field). Features pass their own texts where the spec
 * names them.
 */
export interface BodyOptions {
  /** The largest body accepted, in bytes: 4-64 KB for our forms and APIs. */
  maxBytes: number;
  messages?: Partial<Record<"unsupportedType" | "tooLarge" | "badJson" | "notAnObject" | "unreadableForm" | "invalid", string>>;
  /** JSON readers: the media types taken (default application/json; beacons can only send text/plain). */
  mediaTypes?: readonly string[];
  /**
   * The schema refuses a NUL in every text field in words of its own (the lead forms' spec texts: "Name contains
   * characters we can't accept."), so the reader leaves it to the schema. Without it the reader refuses any NUL.
   */
  schemaRefusesNul?: boolean;
}

const DEFAULT_TEXT = {
  unsupportedType: "This address takes a different kind of request body.",
  tooLarge: "The request is too large.",
  badJson: "The request body is not valid JSON.",
  notAnObject: "The request body must be a JSON object.",
  unreadableForm: "The form could not be read.",
  invalid: "Some fields need attention.",
} as const;

const text = (options: BodyOptions, key: keyof typeof DEFAULT_TEXT) => options.messages?.[key] ?? DEFAULT_TEXT[key];

/** The media type without parameters, lower case ("" when absent). */
export function mediaType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

async function cappedBytes(request: Request, options: BodyOptions): Promise<Uint8Array> {
  const bytes = await readCappedBytes(request, options.maxBytes);
  if (bytes === null) {
    throw new AppError("PAYLOAD_TOO_LARGE", text(options, "tooLarge"));
  }
  return bytes;
}

/** The first problem of each field (`email`, `address.city`; `_` for the whole value). */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

/** The first problem of all, for answers that show one line. */
export function firstProblem(error: z.ZodError): string {
  return error.issues[0]?.message ?? DEFAULT_TEXT.invalid;
}

function validate<S extends z.ZodType>(schema: S, value: unknown, options: Pick<BodyOptions, "messages">): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields = fieldErrors(result.error);
  throw new AppError("BAD_REQUEST", options.messages?.invalid ?? firstProblem(result.error), { fields });
}

/** Reads the body as JSON, without a schema: for features that validate in several steps. */
export async function readJson(request: Request, options: BodyOptions): Promise<unknown> {
  if (!(options.mediaTypes ?? ["application/json"]).includes(mediaType(request))) {
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", text(options, "unsupportedType"));
  }
  const body = new TextDecoder("utf-8").decode(await cappedBytes(request, options));
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new AppError("BAD_REQUEST", text(options, "badJson"));
  }
  if (!options.schemaRefusesNul) refuseNul(textsOfJson(value));
  return value;
}

/** The message for a NUL in any text we read (issue 35 B1). */
export const NUL_MESSAGE = "Text cannot contain NUL characters.";

/**
 * A NUL in a text is refused where every body is read, here, once for all writes: PostgreSQL refuses it in a text
 * column with an error whose message holds the SQL (a page draft answered 503 with it; a media alt text, a research
 * topic and a chat reply answered 500). Its field is named.
 */
function refuseNul(texts: Iterable<[string, string]>) {
  for (const [field, value] of texts) {
    if (value.includes("\u0000")) throw new AppError("BAD_REQUEST", NUL_MESSAGE, { fields: { [field]: NUL_MESSAGE } });
  }
}

/** Every string in a JSON value (keys too), with where it is ("sections.0.title"; "_" for the whole value). */
function* textsOfJson(value: unknown, at = "", depth = 0): Generator<[string, string]> {
  if (typeof value === "string") yield [at || "_", value];
  else if (value && typeof value === "object" && depth < 64) {
    for (const [key, item] of Object.entries(value)) {
      const path = at ? `${at}.${key}` : key;
      yield [path, key];
      yield* textsOfJson(item, path, depth + 1);
    }
  }
}

/** Every text of a form: its names, its values, and its files' names. */
function* textsOfForm(form: FormData): Generator<[string, string]> {
  for (const [key, value] of form) {
    yield [key, key];
    yield [key, typeof value === "string" ? value : value.name];
  }
}

/** A JSON object (not an array, string or null), its fields still unchecked. */
export async function readJsonObject(request: Request, options: BodyOptions): Promise<Record<string, unknown>> {
  const body = await readJson(request, options);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new AppError("BAD_REQUEST", text(options, "notAnObject"));
  return body as Record<string, unknown>;
}

/**
 * A read as a value instead of a throw, for answers that are not the JSON
 * envelope (a lead form re-rendered with its message, a feature's own shape).
 */
export type SettledRead<T> =
  | { ok: true; body: T }
  | { ok: false; status: number; message: string; headers: Record<string, string> };

export async function settledRead<T>(read: Promise<T>): Promise<SettledRead<T>> {
  try {
    return { ok: true, body: await read };
  } catch (error) {
    if (isAppError(error)) return { ok: false, status: error.status, message: error.message, headers: error.headers };
    throw error;
  }
}

/** A JSON body checked by `schema`. */
export async function parseJson<S extends z.ZodType>(request: Request, schema: S, options: BodyOptions): Promise<z.output<S>> {
  return validate(schema, await readJson(request, options), options);
}

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/**
 * A browser form's fields (url-encoded or multipart). The cap applies to the whole body before anything is parsed.
 */
export async function readForm(request: Request, options: BodyOptions): Promise<FormData> {
  const type = mediaType(request);
  // Browsers send either, whatever the form holds (React Router's fetchers may send multipart).
  if (!FORM_TYPES.has(type)) throw new AppError("UNSUPPORTED_MEDIA_TYPE", text(options, "unsupportedType"));
  const bytes = await cappedBytes(request, options);
  let form: FormData;
  try {
    // Parsed from the bytes already read, with the request's own boundary.
    form = await new Response(bytes as Uint8Array<ArrayBuffer>, {
      headers: { "Content-Type": request.headers.get("content-type") ?? type },
    }).formData();
  } catch {
    throw new AppError("BAD_REQUEST", text(options, "unreadableForm"));
  }
  if (!options.schemaRefusesNul) refuseNul(textsOfForm(form));
  return form;
}

/** The largest form a page of ours posts (a lead's note, an invitation): 64 KB. */
export const PAGE_FORM_MAX_BYTES = 64 * 1024;

/**
 * For a page's action: its form, capped; what no browser sends (another media
 * type, an oversized or unreadable body) is thrown as a 4xx answer in the
 * envelope, which the page's error screen shows. Never a 500.
 */
export async function readPageForm(request: Request, maxBytes = PAGE_FORM_MAX_BYTES): Promise<FormData> {
  try {
    return await readForm(request, {
      maxBytes,
      messages: { unsupportedType: "Send the form as a form post.", tooLarge: "The form is too large." },
    });
  } catch (error) {
    if (isAppError(error))
      throw data(error.toJSON(), { status: error.status, headers: { "Cache-Control": "no-store", ...error.headers } });
    throw error;
  }
}

/**
 * Form fields as an object for a schema: a field sent once is a string, a
 * field sent several times (checkbox groups) an array; files are left out
 * unless `files` is set.
 */
export function formObject(form: FormData, options: { files?: boolean } = {}): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of form) {
    if (typeof value !== "string" && !options.files) continue;
    const present = object[key];
    if (present === undefined) object[key] = value;
    else object[key] = Array.isArray(present) ? [...present, value] : [present, value];
  }
  return object;
}

/** A form checked by `schema`. */
export async function parseForm<S extends z.ZodType>(
  request: Request,
  schema: S,
  options: BodyOptions & { files?: boolean },
): Promise<z.output<S>> {
  return validate(schema, formObject(await readForm(request, options), options), options);
}

/** A multipart form with files, checked by `schema` (files arrive as File values). */
export function parseMultipart<S extends z.ZodType>(request: Request, schema: S, options: BodyOptions): Promise<z.output<S>> {
  return parseForm(request, schema, { ...options, files: true });
}

/**
 * The query string checked by `schema`. Control characters (a NUL reaches
 * PostgreSQL as an error, not a match) are refused here, with the field.
 */
export function parseQuery<S extends z.ZodType>(
  url: URL | string,
  schema: S,
  options: Pick<BodyOptions, "messages"> = {},
): z.output<S> {
  const params = (typeof url === "string" ? new URL(url) : url).searchParams;
  const object: Record<string, unknown> = {};
  const fields: FieldErrors = {};
  for (const [key, value] of params) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses.
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value))
      fields[key] ??= "Remove the control characters from this value.";
    const present = object[key];
    object[key] = present === undefined ? value : Array.isArray(present) ? [...present, value] : [present, value];
  }
  if (Object.keys(fields).length) {
    // The schema's own words for a field it refuses too ("Search text cannot contain control characters.").
    const own = schema.safeParse(object);
    if (!own.success)
      for (const [key, message] of Object.entries(fieldErrors(own.error))) if (key in fields) fields[key] = message;
    throw new AppError("BAD_REQUEST", Object.values(fields)[0] ?? DEFAULT_TEXT.invalid, { fields });
  }
  return validate(schema, object, options);
}
