import { type ServerResponse, validateHeaderName, validateHeaderValue } from "node:http";
import type { CachedPage, Encoding } from "./page-cache";

/**
 * The response head of a page-cache hit, made once per page and variant and
 * then only filled in: this response's nonce, request id and date.
 *
 * Node's writeHead validates and joins every header on every response
 * (about twenty here: the security headers, the page's own, the length),
 * and the security headers were built as an object per request first: on
 * the hit path, a measurable share of our own CPU (issue 20 B3). So the head
 * is joined and validated once, when the variant is first served, split
 * where the per-response values go, and handed to the response as its
 * ready head (`_header`, the field writeHead fills; ServerResponse sends it
 * before the body). That field is Node's, not a public API:
 * `hit-head.test.ts` holds Node to it over a raw socket (keep-alive,
 * pipelining, HEAD, `Connection: close`), so a Node upgrade that changes it
 * fails there.
 */

/** The values a head is filled with on each response (`pathname` picks the security headers, once). */
export interface HeadValues {
  nonce: string;
  requestId: string;
  pathname: string;
}

/**
 * The headers a response carries besides the page's own, for a given
 * nonce, request id, path and protocol (server.ts: the security headers and
 * the request id). Called once per variant with placeholders.
 */
export type OwnHeaders = (nonce: string, requestId: string, pathname: string, https: boolean) => Record<string, string>;

type Slot = "nonce" | "requestId" | "date";

/** Where each per-response value goes: plain header text, so a variant is validated as it is. */
const SLOT_MARK: Record<Slot, string> = { nonce: "[[nonce]]", requestId: "[[requestId]]", date: "[[date]]" };
const SLOT_PATTERN = /\[\[(nonce|requestId|date)\]\]/;

interface HeadTemplate {
  /** Text between the slots: pieces[0], slot 0, pieces[1], slot 1, …, pieces[n]. */
  pieces: string[];
  slots: Slot[];
}

/** Variants per page: https or not × identity or gzip. */
const templates = new WeakMap<CachedPage, Map<string, HeadTemplate>>();

function templateFor(entry: CachedPage, encoding: Encoding, values: HeadValues & { https: boolean }, own: OwnHeaders) {
  let variants = templates.get(entry);
  if (!variants) {
    variants = new Map();
    templates.set(entry, variants);
  }
  const { https } = values;
  const variant = `${encoding}/${https}`;
  const known = variants.get(variant);
  if (known) return known;

  const fields: Record<string, string> = {
    ...own(SLOT_MARK.nonce, SLOT_MARK.requestId, values.pathname, https),
    ...entry.headers,
    "Content-Length": String((encoding === "gzip" ? entry.gzip : entry.identity).bytes.length),
    "X-Cache": "HIT",
  };
  if (encoding === "gzip") fields["Content-Encoding"] = "gzip";
  fields.Date = SLOT_MARK.date;
  let head = `HTTP/1.1 ${entry.status} OK\r\n`;
  for (const [name, value] of Object.entries(fields)) {
    // What writeHead would refuse, refused here (once per variant).
    validateHeaderName(name);
    validateHeaderValue(name, value);
    head += `${name}: ${value}\r\n`;
  }
  // split with a capture group: text, slot name, text, slot name, …, text.
  const split = head.split(SLOT_PATTERN);
  const template: HeadTemplate = {
    pieces: split.filter((_, index) => index % 2 === 0),
    slots: split.filter((_, index) => index % 2 === 1) as Slot[],
  };
  variants.set(variant, template);
  return template;
}

/** The Date header's value, made once a second (as Node's own). */
let dateSecond = -1;
let dateValue = "";
function httpDate(): string {
  const now = Date.now();
  const second = Math.floor(now / 1000);
  if (second !== dateSecond) {
    dateSecond = second;
    dateValue = new Date(second * 1000).toUTCString();
  }
  return dateValue;
}

/** The fields of ServerResponse this module reads and writes: writeHead's own state. */
interface ResponseHeadState {
  _header: string | null;
  _headerSent: boolean;
  _last: boolean;
  _keepAliveTimeout?: number;
  shouldKeepAlive: boolean;
  maxRequestsOnConnectionReached?: boolean;
}

/**
 * Gives `res` the head of a hit on `entry`, as writeHead would: the
 * connection stays open unless the client or `close` (the server draining)
 * says otherwise. The body is then sent with `res.end`.
 */
export function writeHitHead(
  res: ServerResponse,
  entry: CachedPage,
  encoding: Encoding,
  values: HeadValues & { https: boolean; close: boolean },
  own: OwnHeaders,
): void {
  const { pieces, slots } = templateFor(entry, encoding, values, own);
  let head = pieces[0]!;
  for (let index = 0; index < slots.length; index++) {
    const slot = slots[index]!;
    head += (slot === "date" ? httpDate() : values[slot]) + pieces[index + 1]!;
  }
  const state = res as unknown as ResponseHeadState;
  const close = values.close || !state.shouldKeepAlive || state.maxRequestsOnConnectionReached === true;
  if (close) {
    head += "Connection: close\r\n\r\n";
    state._last = true;
  } else {
    const timeout = Math.floor((state._keepAliveTimeout ?? 0) / 1000);
    head += timeout > 0 ? `Connection: keep-alive\r\nKeep-Alive: timeout=${timeout}\r\n\r\n` : "Connection: keep-alive\r\n\r\n";
  }
  res.statusCode = entry.status;
  state._header = head;
  state._headerSent = false;
}
