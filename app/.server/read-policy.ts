import { data, type RouterContextProvider } from "react-router";
import { requestContext } from "./request-context";

/** The spec's text for a page whose content could not be loaded. */
export const LOAD_ERROR_MESSAGE = "We encountered an error while loading this page. Please try again later.";

export interface ReadOptions<T> {
  /** Where the spec asks for one (the built-in location lists): what to show instead of the error page. */
  fallback?: () => T | Promise<T>;
  /** The error page's text, when the spec gives the page its own (city service pages). */
  message?: string;
}

/**
 * The one policy for a loader's content reads. When the database fails, the
 * error is logged once, with the request id, and the visitor gets either the
 * spec's fallback (when `fallback` is given) or the error page with 503: a
 * page that exists must not answer 404 (search engines would drop it) just
 * because the database hiccupped. Readers themselves never swallow errors.
 */
export async function readContent<T>(
  context: Readonly<RouterContextProvider>,
  what: string,
  read: () => Promise<T>,
  options: ReadOptions<T> = {},
): Promise<T> {
  try {
    return await read();
  } catch (error) {
    const fallback = options.fallback !== undefined;
    context.get(requestContext).log.error({ err: error, read: what, fallback }, "content read failed");
    if (options.fallback) return options.fallback();
    throw data(options.message ?? LOAD_ERROR_MESSAGE, { status: 503, headers: { "Retry-After": "30" } });
  }
}

type AsyncMethods<R> = {
  [K in keyof R]: R[K] extends (...args: infer A) => Promise<infer V> ? (...args: A) => Promise<V> : never;
};

/**
 * A reader whose every read goes through `readContent` with the same method of
 * `fallbackReader` as its fallback: for readers the spec gives a built-in
 * answer for every read (locations).
 */
export function withFallbacks<R extends AsyncMethods<R>>(
  context: Readonly<RouterContextProvider>,
  name: string,
  reader: R,
  fallbackReader: R,
): R {
  const wrapped = {} as Record<keyof R, unknown>;
  for (const key of Object.keys(fallbackReader) as (keyof R & string)[]) {
    wrapped[key] = (...args: unknown[]) =>
      readContent(context, `${name}.${key}`, () => (reader[key] as (...a: unknown[]) => Promise<unknown>)(...args), {
        fallback: () => (fallbackReader[key] as (...a: unknown[]) => Promise<unknown>)(...args),
      });
  }
  return wrapped as R;
}
