import { data, type RouterContextProvider } from "react-router";
import { log as processLog } from "./log";
import { requestContext } from "./request-context";

/** The spec's text for a page whose content could not be loaded. */
export const LOAD_ERROR_MESSAGE = "We encountered an error while loading this page. Please try again later.";

/**
 * Runs a content read for a loader. When the database fails, the error is
 * logged with the request id and the visitor gets the error page with 503:
 * a page that exists must not answer 404 (search engines would drop it)
 * just because the database hiccupped.
 */
export async function readOr503<T>(context: Readonly<RouterContextProvider>, what: string, read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    let log = processLog;
    try {
      log = context.get(requestContext).log;
    } catch {
      // Outside our server (tests): the process logger will do.
    }
    log.error({ err: error, read: what }, "content read failed");
    throw data(LOAD_ERROR_MESSAGE, { status: 503, headers: { "Retry-After": "30" } });
  }
}
