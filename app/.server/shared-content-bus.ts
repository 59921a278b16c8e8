import { randomUUID } from "node:crypto";
import pg from "pg";
import { CONTENT_TOPICS, type ContentBus, type ContentChange } from "./content-bus";
import type { Logger } from "./log";

/**
 * The content bus across instances (DESIGN §5), on PostgreSQL's LISTEN/NOTIFY:
 * no new server. Each instance keeps one connection that listens on
 * `content_changes`; a publish is delivered here at once and sent to the
 * others with pg_notify, tagged with this instance's id so it is not
 * delivered twice here. If the listening connection drops (a PostgreSQL
 * restart), it reconnects with backoff and then drops every cache, since a
 * notice sent meanwhile was lost. A change published here while this
 * instance is not listening is held and sent once it listens again, so the
 * other instances (which may never have lost their connection) still hear
 * it. PGlite belongs to one process: there the bus stays in-process.
 */
export const CONTENT_CHANNEL = "content_changes";
/** PostgreSQL refuses a notification payload of 8,000 bytes or more. */
const MAX_PAYLOAD = 7_000;
/** Changes held while not connected; past this, each topic is dropped whole instead. */
const MAX_HELD = 100;

export interface SharedContentBus {
  /** The instance's id in notifications. */
  id: string;
  /** Resolves once the connection listens (tests wait on it). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function shareContentBus(bus: ContentBus, options: { connectionString: string; log: Logger }): SharedContentBus {
  const { log } = options;
  const id = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });

  let held: ContentChange[] = [];
  const hold = (change: ContentChange) => {
    held.push(change);
    // Too many to keep one by one: dropping each topic whole covers them all.
    if (held.length > MAX_HELD) held = [...new Set(held.map((each) => each.topic))].map((topic) => ({ topic }));
  };

  const send = (change: ContentChange) => {
    let payload = JSON.stringify({ from: id, change });
    // Too many paths to send: without them a listener drops everything of the topic.
    if (payload.length > MAX_PAYLOAD) payload = JSON.stringify({ from: id, change: { ...change, paths: undefined } });
    const target = client;
    if (!target) {
      log.warn({ topic: change.topic }, "content change held for the other instances until the bus listens again");
      return hold(change);
    }
    target.query("select pg_notify($1, $2)", [CONTENT_CHANNEL, payload]).catch((error: unknown) => {
      // Listening again already on a new connection: send it there; else hold it for the next.
      if (client && client !== target) return send(change);
      log.warn(
        { err: error, topic: change.topic },
        "content change not sent to other instances; held until the bus listens again",
      );
      hold(change);
    });
  };

  const receive = (message: pg.Notification) => {
    try {
      const { from, change } = JSON.parse(message.payload ?? "{}") as { from?: string; change?: ContentChange };
      if (from === id || !change || !CONTENT_TOPICS.includes(change.topic)) return;
      bus.deliver(change);
    } catch (error) {
      log.warn({ err: error }, "an unreadable content change notification was ignored");
    }
  };

  async function connect(): Promise<void> {
    if (closed) return;
    const next = new pg.Client({ connectionString: options.connectionString });
    next.on("notification", receive);
    next.on("error", (error) => log.warn({ err: error }, "content bus connection failed"));
    next.on("end", () => {
      if (client === next) client = null;
      if (!closed) reconnectLater();
    });
    try {
      await next.connect();
      await next.query(`listen ${CONTENT_CHANNEL}`);
    } catch (error) {
      log.warn({ err: error }, "content bus could not listen; retrying");
      await next.end().catch(() => {});
      return;
    }
    const reconnected = attempt > 0;
    client = next;
    attempt = 0;
    markReady();
    if (reconnected) {
      log.info("content bus listening again; dropping every cache, since changes may have been missed");
      for (const topic of CONTENT_TOPICS) bus.deliver({ topic });
    }
    for (const change of held.splice(0)) send(change);
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  function reconnectLater() {
    if (closed || timer) return;
    attempt += 1;
    const delay = Math.min(10_000, 100 * 2 ** Math.min(attempt, 7));
    timer = setTimeout(() => {
      timer = undefined;
      void connect().then(() => {
        if (!client && !closed) reconnectLater();
      });
    }, delay);
    timer.unref?.();
  }

  bus.relayTo(send);
  void connect().then(() => {
    if (!client) reconnectLater();
  });

  return {
    id,
    ready,
    async close() {
      closed = true;
      bus.relayTo(null);
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
      client = null;
    },
  };
}
