/**
 * Server-sent events: the one way our APIs stream (crawl and analysis
 * progress, the chat's answer). `produce` writes events until it returns;
 * the stream then ends. A comment line goes out every `keepAliveMs` while
 * nothing else does, so proxies keep the connection open. When the client
 * goes away, `signal` aborts and every later `send` is a no-op: a closed
 * tab is not an error, and nothing about it is logged as one.
 *
 * `no-transform` keeps the compression step from buffering the stream, and
 * `X-Accel-Buffering: no` keeps nginx from doing so.
 */
export interface EventSink {
  /** Writes one event; false once the client has gone. */
  send(event: string, data: unknown, id?: string): boolean;
  /** Writes an event without a name (EventSource's `message`; the chat's stream is read by fetch). */
  message(data: unknown): boolean;
  /** A comment line (": text"), ignored by EventSource. */
  comment(text: string): boolean;
  /** Aborts when the client goes away or the stream is closed. */
  readonly signal: AbortSignal;
}

export interface EventStreamOptions {
  keepAliveMs?: number;
  /** The reconnection delay EventSource is told to use, in ms. */
  retryMs?: number;
  /** Called with a failure of `produce`, after which the stream ends (the client reconnects). */
  onError?: (error: unknown) => void;
  headers?: Record<string, string>;
}

const encoder = new TextEncoder();

export const EVENT_STREAM_HEADERS = {
  "Content-Type": "text/event-stream; charset=utf-8",
  "Cache-Control": "no-store, no-transform",
  "X-Accel-Buffering": "no",
} as const;

export function eventStream(
  request: Request,
  produce: (sink: EventSink) => Promise<void> | void,
  options: EventStreamOptions = {},
): Response {
  const stop = new AbortController();
  const onAbort = () => stop.abort();
  request.signal.addEventListener("abort", onAbort, { once: true });
  let keepAlive: ReturnType<typeof setInterval> | undefined;

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      let lastWrite = Date.now();
      const write = (chunk: string) => {
        if (stop.signal.aborted) return false;
        try {
          controller.enqueue(encoder.encode(chunk));
          lastWrite = Date.now();
          return true;
        } catch {
          // The stream was cancelled between the check and the write.
          stop.abort();
          return false;
        }
      };
      const sink: EventSink = {
        send: (event, data, id) =>
          write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
        message: (data) => write(`data: ${JSON.stringify(data)}\n\n`),
        comment: (text) => write(`: ${text.replace(/\n/g, " ")}\n\n`),
        signal: stop.signal,
      };
      if (options.retryMs !== undefined) write(`retry: ${options.retryMs}\n\n`);
      const keepAliveMs = options.keepAliveMs ?? 15_000;
      keepAlive = setInterval(
        () => {
          if (Date.now() - lastWrite >= keepAliveMs) sink.comment("keep-alive");
        },
        Math.max(250, Math.floor(keepAliveMs / 2)),
      );

      Promise.resolve()
        .then(() => produce(sink))
        .catch((error: unknown) => {
          if (!stop.signal.aborted) options.onError?.(error);
        })
        .finally(() => {
          clearInterval(keepAlive);
          request.signal.removeEventListener("abort", onAbort);
          // Closed either way: a request aborted by the client still ends its body for whoever holds it.
          stop.abort();
          try {
            controller.close();
          } catch {
            // Already cancelled by the reader.
          }
        });
    },
    cancel() {
      // The client went away: end `produce` through the signal.
      clearInterval(keepAlive);
      stop.abort();
    },
  });

  return new Response(body, { status: 200, headers: { ...EVENT_STREAM_HEADERS, ...options.headers } });
}

/** Resolves after `ms`, or at once when `signal` aborts: the wait between two polls of a stream. */
export function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener("abort", done);
      resolve();
    }
    signal.addEventListener("abort", done, { once: true });
  });
}
