/**
 * The one error type of our HTTP answers (after Documenso's AppError): a code
 * that says what went wrong, a message a person can read, and for a form or
 * a JSON body the first problem of each field. Every API route and form
 * action answers a refusal through it, so clients meet one shape:
 *
 *   {"error": {"code": "BAD_REQUEST", "message": "...", "fields": {"email": "..."}}}
 *
 * A client's mistake is always a 4xx; INTERNAL is only for our own failures,
 * and its message never carries details.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The code of a status, for answers made where only a status is known (the guard's refusals). */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return found ?? (status >= 500 ? "INTERNAL" : "BAD_REQUEST");
}

/** Each field's first problem (a field without one may be listed as undefined). */
export type FieldErrors = Partial<Record<string, string>>;

export interface ErrorEnvelope {
  error: { code: ErrorCode; message: string; fields?: FieldErrors };
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on our side. Please try again.";

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  /** Extra response headers: Allow on a 405, Retry-After on a 429 or 503. */
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    message: string,
    options: { fields?: FieldErrors; headers?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers ?? {};
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toJSON(): ErrorEnvelope {
    return { error: { code: this.code, message: this.message, ...(this.fields ? { fields: this.fields } : {}) } };
  }
}

export const isAppError = (value: unknown): value is AppError => value instanceof AppError;

/** JSON that no cache keeps: every API answer. */
export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, { status: init.status ?? 200, headers: { "Cache-Control": "no-store", ...init.headers } });
}

/** jsonResponse with the status and headers as arguments: the features' answers read shorter. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return jsonResponse(body, { status, headers });
}

/**
 * The envelope as a response. A body refused for its size or type is left unread here; the server reads and drops
 * the rest once this answer is sent (unread-body.ts), so the client sees the answer and not a reset connection.
 */
export function errorResponse(error: AppError): Response {
  return jsonResponse(error.toJSON(), { status: error.status, headers: error.headers });
}

/**
 * The envelope for a refusal where only a status is at hand (a feature's own
 * outcome codes): the code follows from the status.
 */
export function refusal(
  status: number,
  message: string,
  options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
): Response {
  return errorResponse(new AppError(codeForStatus(status), message, options));
}

/** 405 for a method this address does not answer; `Allow` lists what it does. */
export function methodNotAllowed(allowed: readonly string[]): AppError {
  const list = allowed.join(", ");
  return new AppError("METHOD_NOT_ALLOWED", `Use ${allowed.join(" or ")} here.`, { headers: { Allow: list } });
}
