import { createAiProvider } from "~/.server/ai";
import type { ChatServices } from "~/.server/chat/http";
import { createSiteIndexer } from "~/.server/chat/site-index";
import { createTokenMeter } from "~/.server/chat/token-meter";
import { parseConfig } from "~/.server/config";
import { seedBlogArticles } from "~/.server/content/blog/seed";
import { seedPageSchemas } from "~/.server/content/pages/seed";
import { createPageStore } from "~/.server/content/pages/store";
import { createContentBus } from "~/.server/content-bus";
import type { DatabaseHandle } from "~/.server/db/client";
import { agentMetrics, chatConversations, leads, rateLimitCounters } from "~/.server/db/schema";
import type { JobDefinition } from "~/.server/jobs";
import { type JobSystem, startJobs } from "~/.server/jobs";
import { createLogger } from "~/.server/log";
import { leadEmailJob } from "~/.server/mail/lead-email-job";
import { createMailer } from "~/.server/mail/transport";
import type { RequestInfo } from "~/.server/request-context";
import { DEFAULT_AGENCY_TIME_ZONE } from "~/lib/agency-day";
import type { ChatEvent } from "~/lib/chat/protocol";
import { leadDepsFor } from "./lead-deps";
import type { TestDatabaseTarget } from "./test-databases";

/**
 * The chat's services on a fresh database, for integration tests: the site's
 * content seeded and indexed, the job system (lead e-mails) on the test SMTP
 * server, and the AI provider of `env` (the fake provider's URL, or none).
 * Requests go to the same handlers the routes call.
 */
export const CHAT_TEST_KEY = "sk-test-the-key-never-leaves-the-server-0042";
export const PUBLIC_URL = "http://agency.test";

export interface ChatHarness {
  database: DatabaseHandle;
  jobs: JobSystem;
  /** The chat's services with this file's database and the configuration of `env` (cheap: no I/O). */
  services(env?: Record<string, string | undefined>): ChatServices;
  /** Empties what a test leaves behind: conversations, leads, metrics, rate-limit counters. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens, migrates, seeds and indexes one database (slow on PGlite: once per
 * file), with the job system sending lead e-mails to `smtpUrl`.
 */
export async function startChatHarness(target: TestDatabaseTarget, smtpUrl: string): Promise<ChatHarness> {
  const log = createLogger("silent");
  const database = await target.open();
  await database.migrate();
  await seedPageSchemas(database.db);
  await seedBlogArticles(database.db);
  const configOf = (env: Record<string, string | undefined>) =>
    parseConfig({
      NODE_ENV: "test",
      PUBLIC_URL,
      SMTP_URL: smtpUrl,
      LEADS_TO: "leads@agency.example",
      MAIL_REQUEST_TIMEOUT_MS: "2000",
      MAIL_RETRY_DELAY_SECONDS: "1",
      CHAT_RATE_LIMIT: "1000",
      CHAT_CONVERSATION_RATE_LIMIT: "1000",
      ...env,
    });
  const base = configOf({});
  const mailer = createMailer(base.mail, log);
  const jobs = await startJobs({
    database,
    log,
    pollingIntervalSeconds: 0.5,
    definitions: [leadEmailJob({ db: database.db, mailer, config: base, log }) as JobDefinition<never>],
  });
  const pages = createPageStore({ db: () => database.db, log, bus: createContentBus(log) });
  await createSiteIndexer({ db: () => database.db, pages, log }).reindex();
  return {
    database,
    jobs,
    services(env = {}) {
      const config = configOf(env);
      const core = { config, database, jobs, mailer, secret: CHAT_TEST_SECRET, log };
      return {
        ...core,
        leads: leadDepsFor(core),
        ai: createAiProvider(config.ai, log),
        chat: { tokens: createTokenMeter(DEFAULT_AGENCY_TIME_ZONE) },
      };
    },
    async reset() {
      const db = database.db;
      await db.delete(chatConversations);
      await db.delete(leads);
      await db.delete(agentMetrics);
      await db.delete(rateLimitCounters);
    },
    async close() {
      await jobs.stop();
      await database.close();
    },
  };
}

export const CHAT_TEST_SECRET = "chat-test-secret-chat-test-secret-0123456";

let address = 0;
/** A visitor: its own address (rate limits and keys are per address). */
export function visitorInfo(ip = `198.51.100.${(address++ % 250) + 1}`): RequestInfo {
  return { requestId: "test", nonce: "n", log: createLogger("silent"), clientIp: ip };
}

export function chatRequest(body: unknown, init: { headers?: Record<string, string>; raw?: string } = {}): Request {
  return new Request(`${PUBLIC_URL}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: PUBLIC_URL, ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
}

export interface ReadEvents {
  events: ChatEvent[];
  /** performance.now() when each event arrived. */
  arrivals: number[];
  /** The text the visitor ends up seeing (deltas, or the replacement). */
  text: string;
  raw: string;
}

/** Reads a server-sent-event answer to its end, noting when each event arrived. */
export async function readEvents(response: Response): Promise<ReadEvents> {
  const events: ChatEvent[] = [];
  const arrivals: number[] = [];
  let raw = "";
  let buffer = "";
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    const text = decoder.decode(value, { stream: true });
    raw += text;
    buffer += text;
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      for (const line of block.split("\n")) {
        if (line.startsWith("data: ")) {
          events.push(JSON.parse(line.slice(6)) as ChatEvent);
          arrivals.push(performance.now());
        }
      }
      end = buffer.indexOf("\n\n");
    }
  }
  let shown = "";
  for (const event of events) {
    if (event.type === "delta") shown += event.text;
    if (event.type === "replace") shown = event.text;
  }
  return { events, arrivals, text: shown, raw };
}

export function doneOf(read: ReadEvents) {
  const done = read.events.find((event) => event.type === "done");
  if (done?.type !== "done") throw new Error(`no done event in ${read.raw}`);
  return done;
}
