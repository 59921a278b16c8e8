import { answer, refuse, type StatusAnswer } from "../http";

/** What an SEO store answers: done with a message (and what the page needs back), or refused with a 4xx status. */
export type Outcome<T extends object = object> =
  | ({ ok: true; message: string } & T)
  | { ok: false; status: number; message: string };

/**
 * A store's outcome as the page's answer: its message and `extra` when done,
 * its message with the 4xx status when refused. The store's other fields stay
 * on the server.
 */
export function outcomeAnswer<T extends object = object>(result: Outcome, extra?: T): StatusAnswer<T> {
  return result.ok ? answer(true, result.message, extra) : (refuse(result.status, result.message) as StatusAnswer<T>);
}

/** A store's refusal: nothing changed, and why, with the 4xx status the page answers. */
export function refusal(status: number, message: string): { ok: false; status: number; message: string } {
  return { ok: false, status, message };
}
