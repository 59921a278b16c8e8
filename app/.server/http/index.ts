/**
 * The face of app/.server/http/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export type { ApiArgs } from "./api-handler";
export { AppError, codeForStatus, errorResponse, isAppError, jsonAnswer, jsonResponse, refusal } from "./app-error";
export { PageCache } from "./caching/page-cache";
export { hasPersonalCookie } from "./caching/personal-cookies";
export { READ_CACHE_TTL_MS, ReadCache } from "./caching/read-cache";
export { type EventSink, eventStream, pause } from "./event-stream";
export { listQuery, type QueryProblem } from "./list-query";
export { answer, type PageActionArgs, type PageActionOptions, pageRefusal, refuse, type StatusAnswer } from "./page-action";
export {
  type BodyOptions,
  fieldErrors,
  firstProblem,
  mediaType,
  parseMultipart,
  readJson,
  readJsonObject,
  settledRead,
} from "./parse-request";
export type { Exchange, Step } from "./pipeline";
export { readCappedBytes } from "./read-capped-body";
export { requestOrigin } from "./security";
