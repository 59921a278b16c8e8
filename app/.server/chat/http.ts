import { randomUUID } from "node:crypto";
import { and, desc, eq, ne, sql } from "drizzle-orm";
import {
  CHAT_INITIAL_MESSAGE,
  CHAT_MESSAGE_MAX,
  CHAT_PROVIDER_FAILURE_TEXT,
  CHAT_TEXT,
  CHAT_TOKEN_HEADER,
  type ChatEvent,
  type ChatIntro,
  chatBookingRequestSchema,
  chatRequestSchema,
  researchLine,
} from "~/lib/chat/protocol";
import { BLOG_ARTICLE, CITY_SERVICE_CONTENT_TYPE } from "~/lib/content/research-types";
import type { AiProvider } from "../ai";
import { contentResearch } from "../db";
import { type BodyOptions, eventStream, jsonAnswer, pause, readJsonObject, refusal } from "../http";
import { clientKey } from "../keyed-hash";
import { submissionMeta } from "../leads";
import { hitRateLimit, hitRateLimits, type RateLimit } from "../rate-limit";
import type { RequestInfo } from "../request-context";
import type { Services } from "../services";
import type { ChatBackground } from ".";
import { answerTurn } from "./answer-turn";
import { bookInChat, bookingAnswer } from "./booking";
import {
  addAssistantMessage,
  addUserMessage,
  type Conversation,
  type EarlierMessage,
  history,
  liveRead,
  newConversationToken,
  ownedConversation,
  ownerHash,
  startConversation,
  takeTurn,
} from "./conversations";

/**
 * The chat's HTTP side (routes/api.chat.ts, routes/api.chat.$id.ts, on
 * `apiRoute`, which answers another method 405), in the order a request
 * meets it: origin, media type, size, JSON, schema,
 * message rules, the visitor's rate limit, ownership of the conversation,
 * the conversation's rate and length limits, then the answer as a stream.
 * Everything refused before the stream is a JSON 4xx that changes nothing
 * but the rate-limit counters.
 */
export type ChatServices = Pick<Services, "config" | "database" | "jobs" | "secret" | "log" | "leads"> & {
  ai: AiProvider | null;
  chat: Pick<ChatBackground, "tokens">;
};

/** A chat request is small: a 1,000-character message and a few ids. */
export const CHAT_MAX_BODY_BYTES = 16 * 1024;

const CROSS_SITE = "Cross-site requests are not allowed.";

/**
 * The guard refuses cross-site posts before any route runs (auth/guard.ts);
 * this says it again here, so the chat never depends on being mounted
 * behind it (a foreign page must not talk to the assistant as its visitor).
 */
function isForeignOrigin(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get("origin");
  if (origin === null) return ["cross-site", "same-site"].includes(request.headers.get("sec-fetch-site") ?? "");
  if (origin === "null") return request.headers.get("sec-fetch-site") !== "same-origin";
  return origin !== new URL(publicUrl).origin && origin !== new URL(request.url).origin;
}

/** A message's body, read by the socket: what cannot be read is thrown in the envelope (415, 413, 400). */
const CHAT_BODY: BodyOptions = {
  maxBytes: CHAT_MAX_BODY_BYTES,
  messages: { unsupportedType: "Send the message as application/json.", tooLarge: CHAT_TEXT.tooLong },
};

// biome-ignore lint/suspicious/noControlCharactersInRegex: a message may have line breaks and tabs, nothing else below space
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

const visitorKeyOf = (services: ChatServices, info: RequestInfo | undefined) =>
  clientKey("chat", services.secret, info?.clientIp ?? "unknown");

function visitorLimit(services: ChatServices, info: RequestInfo | undefined) {
  const { chat } = services.config;
  return hitRateLimit(services.database.db, visitorKeyOf(services, info), {
    limit: chat.rateLimit,
    windowSeconds: chat.rateWindowSeconds,
  });
}

const limited = (retryAfterSeconds: number) =>
  refusal(429, CHAT_TEXT.rateLimited(retryAfterSeconds), { headers: { "Retry-After": String(retryAfterSeconds) } });

/** POST /api/chat: a message (answered as server-sent events) or the in-chat booking form (JSON). */
export async function answerChatPost(request: Request, services: ChatServices, info: RequestInfo | undefined): Promise<Response> {
  const log = info?.log ?? services.log;
  if (isForeignOrigin(request, services.config.publicUrl)) return refusal(403, CROSS_SITE);
  const body = await readJsonObject(request, CHAT_BODY);
  try {
    if ("booking" in body) return await answerBooking(body, request, services, info);

    const parsed = chatRequestSchema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = issue?.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : issue?.message;
      return refusal(400, message ?? "The request is not valid.");
    }
    const { conversationId, conversationToken, page, handoff } = parsed.data;
    const message = parsed.data.message.trim();
    if (!message) return refusal(400, CHAT_TEXT.empty);
    if (message.length > CHAT_MESSAGE_MAX) return refusal(400, CHAT_TEXT.tooLong);
    if (!message.isWellFormed() || CONTROL.test(message))
      return refusal(400, "Your message contains characters we can't accept.");
    if (page !== undefined && !/^\/(?!\/)[^\s]*$/.test(page))
      return refusal(400, "page must be a path on this site, such as /faq.");
    if (Boolean(conversationId) !== Boolean(conversationToken)) return refusal(400, CHAT_TEXT.tokenMissing);

    const db = services.database.db;
    const { chat } = services.config;
    // The visitor's limit, and for a message in an existing conversation that conversation's, in one statement.
    // The conversation's counter is keyed by its owner's hash, so only the token's holder counts against it.
    const visitor: RateLimit = {
      key: visitorKeyOf(services, info),
      limit: chat.rateLimit,
      windowSeconds: chat.rateWindowSeconds,
    };
    const limits = [visitor];
    if (conversationId && conversationToken) {
      const owner = ownerHash(services.secret, conversationToken).slice(0, 32);
      limits.push({ key: `chat-conversation:${owner}`, limit: chat.conversationRateLimit, windowSeconds: 60 });
    }
    for (const limit of await hitRateLimits(db, limits)) {
      if (!limit.allowed) return limited(limit.retryAfterSeconds);
    }

    // The one write before the provider call: an existing conversation's turn is taken atomically (so the cap
    // holds under concurrency), in the statement that checks the token and reads the messages before it. The
    // rest of this turn's writes (`store`) start once the call is on its way.
    let conversation: Conversation;
    let token = conversationToken ?? "";
    let earlier: EarlierMessage[] = [];
    let store: () => Promise<void>;
    if (conversationId) {
      const taken = await takeTurn(db, services.secret, {
        id: conversationId,
        token,
        maxTurns: chat.maxTurns,
        recent: 9,
      });
      if (taken.status === "not_found") return refusal(404, CHAT_TEXT.notFound);
      if (taken.status === "turns_exhausted") return refusal(429, CHAT_TEXT.turnsExhausted);
      conversation = taken.conversation;
      earlier = taken.earlier;
      store = () => addUserMessage(db, conversation.id, message);
    } else {
      token = newConversationToken();
      const id = randomUUID();
      const now = new Date();
      conversation = {
        id,
        ownerHash: "",
        visitorKey: visitor.key,
        staffUserId: info?.staff?.id ?? null,
        startedOn: page ?? null,
        leadId: null,
        handoffRequestedAt: null,
        takenOverById: null,
        takenOverAt: null,
        ownerId: null,
        turns: 1,
        tokensUsed: 0,
        createdAt: now,
        lastMessageAt: now,
      };
      store = () =>
        startConversation(db, services.secret, {
          id,
          token,
          visitorKey: visitor.key,
          page,
          staffUserId: info?.staff?.id ?? null,
          message,
        });
    }
    return streamAnswer(services, info, request, { conversation, token, message, page, handoff, earlier, store });
  } catch (error) {
    log.error({ err: error }, "chat request failed");
    return refusal(500, CHAT_PROVIDER_FAILURE_TEXT);
  }
}

function streamAnswer(
  services: ChatServices,
  info: RequestInfo | undefined,
  request: Request,
  turn: {
    conversation: Conversation;
    token: string;
    message: string;
    page?: string;
    handoff?: boolean;
    earlier: { role: "user" | "assistant"; content: string }[];
    store: () => Promise<void>;
  },
): Response {
  const log = info?.log ?? services.log;
  return eventStream(request, async (sink) => {
    const send = (event: ChatEvent) => {
      sink.message(
        event.type === "done" ? { ...event, conversationId: turn.conversation.id, conversationToken: turn.token } : event,
      );
    };
    try {
      await answerTurn(
        {
          db: services.database.db,
          ai: services.ai,
          config: services.config,
          lead: services.leads,
          log,
          tokens: services.chat.tokens,
        },
        {
          conversation: turn.conversation,
          message: turn.message,
          earlier: turn.earlier,
          store: turn.store,
          page: turn.page,
          handoff: turn.handoff,
          meta: submissionMeta(request, info, false),
          // Aborts when the visitor leaves: the model's request stops too.
          signal: sink.signal,
        },
        send,
      );
    } catch (error) {
      // A visitor who left is not a failure; there is nobody to tell.
      if (sink.signal.aborted) return;
      log.error({ err: error, conversationId: turn.conversation.id }, "chat answer failed");
      send({ type: "error", message: CHAT_PROVIDER_FAILURE_TEXT });
    }
  });
}

async function answerBooking(
  raw: Record<string, unknown>,
  request: Request,
  services: ChatServices,
  info: RequestInfo | undefined,
): Promise<Response> {
  const parsed = chatBookingRequestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const message = issue?.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}.` : issue?.message;
    return refusal(400, message ?? "The booking is not valid.");
  }
  const { conversationId, conversationToken, booking, page } = parsed.data;
  const db = services.database.db;
  const visitor = await visitorLimit(services, info);
  if (!visitor.allowed) return limited(visitor.retryAfterSeconds);
  const conversation = await ownedConversation(db, services.secret, conversationId, conversationToken);
  if (!conversation) return refusal(404, CHAT_TEXT.notFound);
  const result = await bookInChat({ lead: services.leads, db, publicUrl: services.config.publicUrl }, conversation, booking, {
    ...submissionMeta(request, info, false),
    page: page?.startsWith("/") ? page : undefined,
  });
  if (result.status === "ok") {
    // The confirmation joins the conversation, so the history shows it after a navigation.
    await addAssistantMessage(db, conversation.id, { content: result.message, sources: [], answerSource: "retrieval" });
  }
  const answer = bookingAnswer(result);
  return jsonAnswer(answer.body, answer.status, answer.headers);
}

/** GET /api/chat: the greeting and the newest published research record (spec §7: read on open). */
export async function answerChatIntro(services: ChatServices): Promise<Response> {
  const [row] = await services.database.db
    .select({
      id: contentResearch.id,
      title: contentResearch.title,
      contentType: contentResearch.contentType,
      slug: contentResearch.slug,
    })
    .from(contentResearch)
    // City service bodies are page copy, not research.
    .where(and(eq(contentResearch.status, "published"), ne(contentResearch.contentType, CITY_SERVICE_CONTENT_TYPE)))
    .orderBy(desc(sql`coalesce(${contentResearch.publishedAt}, ${contentResearch.createdAt})`), desc(contentResearch.id))
    .limit(1);
  const research = row
    ? { id: row.id, title: row.title, url: row.contentType === BLOG_ARTICLE && row.slug ? `/blog/${row.slug}` : null }
    : null;
  const intro: ChatIntro = {
    greeting: CHAT_INITIAL_MESSAGE,
    research,
    researchLine: research ? researchLine(research.title) : null,
  };
  return jsonAnswer(intro, 200, { "Cache-Control": "public, max-age=60" });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** GET /api/chat/{id} with X-Chat-Token: the conversation so far; 404 for an unknown id or someone else's. */
export async function answerChatHistory(request: Request, services: ChatServices, id: string | undefined): Promise<Response> {
  const token = request.headers.get(CHAT_TOKEN_HEADER) ?? "";
  if (!token) return refusal(400, `Send the conversation token in the ${CHAT_TOKEN_HEADER} header.`);
  if (!id || !UUID.test(id) || !/^[A-Za-z0-9_-]{16,200}$/.test(token)) return refusal(404, CHAT_TEXT.notFound);
  const conversation = await ownedConversation(services.database.db, services.secret, id, token);
  if (!conversation) return refusal(404, CHAT_TEXT.notFound);
  return jsonAnswer(await history(services.database.db, conversation), 200, { "Cache-Control": "private, no-store" });
}

/** How often the live channel reads the database, and how long one stream lasts before the widget reconnects. */
export const LIVE_POLL_MS = 1000;
export const LIVE_STREAM_MS = 5 * 60 * 1000;

/**
 * GET /api/chat/{id}/live with X-Chat-Token (issue 25 item 8): the visitor's
 * side of a conversation staff may hold. The conversation's secret is checked
 * as for its history (a wrong one is a 404, like an unknown id). Each open
 * stream reads the database every LIVE_POLL_MS (one indexed statement), so a
 * reply written through any server process reaches the widget within about a
 * second; no process-local bus is involved. See ChatLiveEvent.
 */
export async function answerChatLive(
  request: Request,
  services: ChatServices,
  id: string | undefined,
  options: { pollMs?: number; lifetimeMs?: number; info?: RequestInfo } = {},
): Promise<Response> {
  const token = request.headers.get(CHAT_TOKEN_HEADER) ?? "";
  if (!token) return refusal(400, `Send the conversation token in the ${CHAT_TOKEN_HEADER} header.`);
  if (!id || !UUID.test(id) || !/^[A-Za-z0-9_-]{16,200}$/.test(token)) return refusal(404, CHAT_TEXT.notFound);
  const afterText = new URL(request.url).searchParams.get("after") ?? request.headers.get("last-event-id") ?? "0";
  if (!/^\d{1,15}$/.test(afterText)) return refusal(400, "after must be a message id (a whole number).");
  // Each (re)connection counts against the visitor's chat limit: a stream is a second of database work a minute's
  // worth of times, so one address cannot open them without bound.
  const visitor = await visitorLimit(services, options.info);
  if (!visitor.allowed) return limited(visitor.retryAfterSeconds);
  const db = services.database.db;
  const conversation = await ownedConversation(db, services.secret, id, token);
  if (!conversation) return refusal(404, CHAT_TEXT.notFound);
  const pollMs = options.pollMs ?? LIVE_POLL_MS;
  const until = Date.now() + (options.lifetimeMs ?? LIVE_STREAM_MS);
  return eventStream(
    request,
    async (sink) => {
      let after = Number(afterText);
      let held: boolean | null = null;
      while (!sink.signal.aborted && Date.now() < until) {
        const read = await liveRead(db, conversation.id, after);
        if (!read) return;
        if (read.held !== held) {
          held = read.held;
          sink.message({ type: "state", held });
        }
        for (const reply of read.replies) {
          after = reply.id;
          sink.message({ type: "staff", id: String(reply.id), text: reply.content, timestamp: reply.createdAt.toISOString() });
        }
        await pause(pollMs, sink.signal);
      }
    },
    {
      headers: { "Cache-Control": "private, no-store, no-transform" },
      onError: (error) => services.log.error({ err: error, conversationId: conversation.id }, "chat live stream failed"),
    },
  );
}
