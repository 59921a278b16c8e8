/**
 * The face of app/.server/net/: the names other domains take from it. Other domains import
 * only this file (tests/architecture/domain-boundaries.test.ts); inside the domain, import the file itself.
 */

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { blockedAddressReason } from "./address";
export { BlockedUrlError, FetchFailedError } from "./errors";
export { crawlerPolicy, type FetchPolicy, warnIfPrivateAllowed } from "./policy";
export { type SafeFetch, type SafeFetchInit, type SafeResponse, safeFetch } from "./safe-fetch";
