/** The URL or the address it leads to is one the crawler must not fetch. Not worth retrying. */
export class BlockedUrlError extends Error {
  override name = "BlockedUrlError";
  constructor(
    readonly url: string,
    readonly reason: "invalid-url" | "scheme" | "credentials" | "port" | "address",
    detail: string,
  ) {
    super(`Refused ${url}: ${detail}`);
  }
}

export type FetchFailure =
  | "dns"
  | "connect"
  | "timeout"
  | "aborted"
  | "too-many-redirects"
  | "redirect-loop"
  | "bad-redirect"
  | "decode"
  | "protocol";

/** The fetch was allowed but did not produce a response: DNS, connection, timeout, redirects, a corrupt encoding. */
export class FetchFailedError extends Error {
  override name = "FetchFailedError";
  constructor(
    readonly url: string,
    readonly code: FetchFailure,
    detail: string,
    options?: { cause?: unknown },
  ) {
    super(`Could not fetch ${url}: ${detail}`, options);
  }
}
