import { plans } from "~/content/plans";
import { wantsPerson } from "~/lib/chat/handoff";
import { CHAT_FORM_FIELDS, CHAT_PROVIDER_FAILURE_TEXT, CHAT_TEXT, type ChatEvent, type ChatSource } from "~/lib/chat/protocol";
import type { ChatAnswerSource } from "~/lib/tool-enums";
import { type AiMessage, type AiProvider, AiProviderError, type Passage, searchPassages } from "../ai";
import { recordMetric } from "../analytics";
import type { Config } from "../config";
import type { Db } from "../db";
import type { LeadDeps, SubmissionMeta } from "../leads";
import type { Logger } from "../log";
import { bookInChat } from "./booking";
import { type AssistantRecord, addAssistantMessage, type Conversation, visitorMessages } from "./conversations";
import { checkAssistantText, checkVisitorMessage } from "./guardrails";
import { handoffAnswer, requestHandoff } from "./handoff";
import { BOOKING_TOOL, passagesMessage, systemPrompt } from "./prompt";
import { SITE_SOURCE_TYPES } from "./site-index";
import type { TokenMeter } from "./token-meter";

/**
 * One answer of the assistant, as events (the route streams them as SSE):
 * 1. the guardrails read the message first; a crisis or a refused request is
 *    answered at once, without the model;
 * 2. the site's passages that best match the message are retrieved;
 * 3. with a provider and budget left, the model answers from them, streamed
 *    sentence by sentence through the output check; a booking is its tool
 *    call; a failure or time-out gives the spec's text and the booking offer,
 *    logged and counted;
 * 4. without a provider (or past the daily budget), the best passage answers,
 *    with its link, and the booking form is offered.
 * The answer is stored with its sources, timings, tokens and any error.
 */
export interface TurnDeps {
  db: Db;
  ai: AiProvider | null;
  config: Pick<Config, "agency" | "chat" | "publicUrl" | "ai" | "agencyTimeZone">;
  lead: LeadDeps;
  log: Logger;
  tokens: TokenMeter;
}

export interface TurnInput {
  conversation: Conversation;
  message: string;
  /** The conversation's earlier messages (oldest first), read before this turn was stored. */
  earlier: { role: "user" | "assistant"; content: string }[];
  /**
   * Writes this turn (the conversation, its turn count, the visitor's
   * message). Started once the provider call is on its way, so they never
   * stand between the visitor and the first token; awaited before the answer
   * is stored.
   */
  store: () => Promise<void>;
  page?: string;
  /** The widget's "Talk to a person" button (or its offer): a request for a person whatever the words. */
  handoff?: boolean;
  meta: SubmissionMeta;
  signal?: AbortSignal;
}

/**
 * The passages worth citing: below this ts_rank a match is noise (a content gap for /ai-agent-system). One
 * mention of one word of a question scores about 0.06 divided by the question's word count: one word of up to
 * six passes, one word of a longer question does not.
 */
const GOOD_RANK = 0.01;
const PASSAGES = 4;
const EXCERPT_CHARS = 420;

const BOOKING_INTENT =
  /\b(book|schedule|set up|arrange)\b.{0,40}\b(call|consultation|meeting|session|demo|appointment|chat)\b|\b(talk|speak)\s+(to|with)\s+(someone|a person|a human|sales|your team|an expert|somebody)\b|\b(call|contact|email|e-mail)\s+me\b|\bget in touch\b|\bfree consultation\b/i;

export function wantsBooking(message: string): boolean {
  return BOOKING_INTENT.test(message);
}

const sourcesOf = (passages: Passage[]): ChatSource[] => {
  const seen = new Set<string>();
  const sources: ChatSource[] = [];
  for (const passage of passages) {
    if (seen.has(passage.url)) continue;
    seen.add(passage.url);
    sources.push({ title: passage.title, url: passage.url });
  }
  return sources;
};

/** An excerpt of a passage that ends at a sentence, not mid-word. A FAQ passage gives its answer, not the question. */
export function excerptOf(passage: Passage): string {
  let text = passage.body;
  if (passage.sourceType === "faq" && text.startsWith(passage.title)) text = text.slice(passage.title.length).trim();
  if (text.length <= EXCERPT_CHARS) return text;
  const cut = text.slice(0, EXCERPT_CHARS);
  const end = Math.max(cut.lastIndexOf(". "), cut.lastIndexOf("! "), cut.lastIndexOf("? "));
  return end > 120 ? cut.slice(0, end + 1) : `${cut.slice(0, cut.lastIndexOf(" "))}...`;
}

/** Price questions get the published plan ranges (spec §9), the one price answer the assistant may give. */
const PRICE_QUESTION = /\b(price|prices|pricing|cost|costs|how much|fees?)\b/i;

function priceAnswer(): string {
  const ranges = plans.map((plan) => `${plan.title} ${plan.price}`).join(", ");
  return `Our published plans are ${ranges}; you can compare what each includes on /plans. ${CHAT_TEXT.bookingOffer}`;
}

/** Retrieval's own answer: the best passage with its link, and the booking offer. */
export function retrievalAnswer(passages: Passage[], booking: boolean): string {
  if (booking) {
    return "I'd be glad to set that up. Leave your name and e-mail (phone and facility are optional) in the form below, and our team will get in touch shortly.";
  }
  const best = passages[0];
  if (!best) {
    return `I couldn't find that on our site, but our team can answer it in a free consultation. ${CHAT_TEXT.bookingOffer}`;
  }
  return `Here's what our site says about that: ${excerptOf(best)} You can read more on ${best.title} (${best.url}). ${CHAT_TEXT.bookingOffer}`;
}

/**
 * The site's passages worth citing for `message`, best first: one search
 * (any of the question's words, see searchPassages), re-ranked so that a
 * passage about the question beats a long page that mentions its words.
 */
export async function retrieve(db: Db, message: string): Promise<Passage[]> {
  // More candidates than we keep: the re-ranking below picks from them.
  const found = await searchPassages(db, message, { limit: 20, sourceTypes: SITE_SOURCE_TYPES });
  const words = (message.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 30);
  // A passage whose title holds the question's words (a FAQ question, a page's name) beats a long page
  // that only repeats one of them: the title is what the passage is about.
  const stems = words.filter((word) => word.length >= 3 && !STOP_WORDS.has(word)).map((word) => word.slice(0, 5));
  const score = (passage: Passage) => {
    const title = passage.title.toLowerCase();
    const hits = stems.filter((stem) => title.includes(stem)).length;
    return passage.rank * (1 + hits / Math.max(stems.length, 1));
  };
  return found
    .filter((passage) => passage.rank >= GOOD_RANK)
    .sort((a, b) => score(b) - score(a))
    .slice(0, PASSAGES);
}

const STOP_WORDS = new Set(
  "the and for you your our are was were how what when where which who why does did can could would should will with from that this have has had about into much many any some".split(
    " ",
  ),
);

export async function answerTurn(deps: TurnDeps, input: TurnInput, emit: (event: ChatEvent) => void): Promise<void> {
  const started = performance.now();
  const { db, log } = deps;
  const { conversation, message } = input;
  const elapsed = () => Math.round(performance.now() - started);
  let stored: Promise<void> | undefined;
  const startStoring = () => {
    stored ??= input.store();
    // Awaited below; a failure is reported there, once, as the answer's error.
    stored.catch(() => {});
    return stored;
  };
  const finish = async (record: AssistantRecord) => {
    const latencyMs = elapsed();
    await startStoring();
    await addAssistantMessage(db, conversation.id, { latencyMs, ...record });
    deps.tokens.add((record.promptTokens ?? 0) + (record.completionTokens ?? 0));
  };

  // Staff hold this conversation (issue 25 item 8): the visitor's message is stored for them and the assistant
  // says nothing at all: no guardrail text, no retrieval, no provider call. The holder is read in the statement
  // that took this turn (takeTurn), so a take-over committed before the visitor's message is always seen here.
  if (conversation.takenOverById) {
    await startStoring();
    emit({ type: "handoff", status: "held" });
    emitDone(emit, [], "held");
    return;
  }

  const verdict = checkVisitorMessage(message);
  if (!verdict && (input.handoff || wantsPerson(message))) {
    await startStoring();
    const first = await requestHandoff(db, log, conversation.id);
    const answer = await handoffAnswer(db, deps.config.agencyTimeZone, first);
    emit({ type: "delta", text: answer.text });
    emit({ type: "handoff", status: "requested" });
    if (answer.afterHours && !conversation.leadId) emit({ type: "form", fields: [...CHAT_FORM_FIELDS] });
    await finish({
      content: answer.text,
      sources: [],
      answerSource: "guardrail",
      guardrail: answer.afterHours ? "handoff-after-hours" : "handoff",
      firstTokenMs: elapsed(),
    });
    emitDone(emit, [], "guardrail");
    return;
  }
  if (verdict) {
    emit({ type: "delta", text: verdict.answer });
    await finish({
      content: verdict.answer,
      sources: [],
      answerSource: "guardrail",
      guardrail: verdict.rule,
      firstTokenMs: elapsed(),
    });
    emitDone(emit, [], "guardrail");
    return;
  }

  const [passages, used] = await Promise.all([retrieve(db, message), deps.ai ? deps.tokens.usedToday(db) : Promise.resolve(0)]);
  const noGoodSource = passages.length === 0;
  const booking = wantsBooking(message);

  const budgetLeft = deps.ai && used < deps.config.chat.dailyTokenBudget;
  if (!deps.ai || !budgetLeft) {
    if (deps.ai) log.warn("chat: daily token budget spent; answering from the site's content");
    // "Cost per admission" is a marketing question, not a price question.
    const price = PRICE_QUESTION.test(message) && !/\bper (admission|lead|acquisition|click|call)\b/i.test(message) && !booking;
    const text = price ? priceAnswer() : retrievalAnswer(passages, booking && !conversation.leadId);
    const sources = price ? [{ title: "Our plans", url: "/plans" }] : sourcesOf(passages.slice(0, 1));
    emit({ type: "delta", text });
    if (!conversation.leadId) emit({ type: "form", fields: [...CHAT_FORM_FIELDS] });
    if (noGoodSource && !price && !conversation.handoffRequestedAt) emit({ type: "offer" });
    await finish({ content: text, sources, answerSource: "retrieval", noGoodSource, firstTokenMs: elapsed() });
    emitDone(emit, sources, "retrieval");
    return;
  }

  const result = await modelAnswer(deps, { ...input, store: startStoring }, passages, emit, started);
  await finish({ ...result.record, noGoodSource });
  emitDone(emit, result.record.sources, result.record.answerSource);
}

function emitDone(emit: (event: ChatEvent) => void, sources: ChatSource[], answerSource: ChatAnswerSource | "held") {
  // conversationId and token are filled in by the route, which knows the token.
  emit({ type: "done", conversationId: "", conversationToken: "", sources, answerSource });
}

/** Sentence ends (with closing quotes or brackets) followed by space, or line breaks: where text may be shown. */
const BOUNDARY = /[.!?]["')\]]*\s+|\n+/g;
/** Longest text held back waiting for a sentence end. */
const MAX_HELD = 240;

/** What one streamed answer has shown, held back and counted so far. */
interface ModelStream {
  shown: string;
  held: string;
  firstTokenMs: number | null;
  /** The output check stopped the model: its answer replaced what streamed. */
  replaced: { text: string; rule: string } | null;
  promptTokens: number | null;
  completionTokens: number | null;
  leadText: string | null;
  showForm: boolean;
}

async function modelAnswer(
  deps: TurnDeps,
  input: TurnInput,
  passages: Passage[],
  emit: (event: ChatEvent) => void,
  started: number,
): Promise<{ record: AssistantRecord }> {
  const ai = deps.ai as AiProvider;
  const controller = new AbortController();
  const signal = input.signal ? AbortSignal.any([input.signal, controller.signal]) : controller.signal;
  const messages: AiMessage[] = [
    { role: "system", content: systemPrompt(deps.config.agency) },
    passagesMessage(passages),
    ...input.earlier.slice(-9),
    { role: "user", content: input.message },
  ];
  const stream: ModelStream = {
    shown: "",
    held: "",
    firstTokenMs: null,
    replaced: null,
    promptTokens: null,
    completionTokens: null,
    leadText: null,
    showForm: false,
  };
  const gate = outputGate(stream, emit, [deps.config.ai.apiKey ?? ""].filter(Boolean), () => controller.abort(), started);

  try {
    // The turn's writes start right after the request to the provider has gone out.
    setImmediate(() => void input.store());
    for await (const event of ai.stream(messages, { signal, maxTokens: 300, temperature: 0.7, tools: [BOOKING_TOOL] })) {
      if (stream.replaced) break;
      if (event.type === "text") {
        stream.held += event.text;
        gate.releaseWhole();
      } else if (event.type === "usage") {
        stream.promptTokens = event.promptTokens;
        stream.completionTokens = event.completionTokens;
      } else if (event.type === "tool_call" && event.call.function.name === BOOKING_TOOL.function.name && !stream.leadText) {
        const outcome = await bookingToolCall(deps, input, event.call.function.arguments);
        if (outcome.leadId) emit({ type: "lead", leadId: outcome.leadId });
        else stream.showForm = true;
        stream.leadText = outcome.text;
      }
    }
    gate.release(stream.held);
    stream.held = "";
    if (stream.leadText && !stream.replaced) gate.release(`${stream.shown ? " " : ""}${stream.leadText}`);
    if (stream.showForm && !stream.replaced) emit({ type: "form", fields: [...CHAT_FORM_FIELDS] });
    return { record: answeredRecord(stream, ai.model, messages, passages, started) };
  } catch (error) {
    const stopped = stream.replaced as ModelStream["replaced"];
    // We stopped the model ourselves (the output check): the replacement is the answer.
    if (stopped) return { record: stoppedRecord(stream, stopped, ai.model) };
    return { record: await providerFailed(deps, input, stream, error, emit, started) };
  }
}

/**
 * Shows text as the model writes it, a sentence at a time, each time checking the whole answer so far
 * (output-check): a failing answer is replaced and the model stopped.
 */
function outputGate(stream: ModelStream, emit: (event: ChatEvent) => void, secrets: string[], stop: () => void, started: number) {
  /** Shows `piece` if the whole answer with it still passes the output check; otherwise replaces the answer. */
  const release = (piece: string) => {
    if (!piece || stream.replaced) return;
    const verdict = checkAssistantText(stream.shown + piece, secrets);
    if (verdict) {
      stream.replaced = { text: verdict.answer, rule: verdict.rule };
      stop();
      emit(stream.shown ? { type: "replace", text: verdict.answer } : { type: "delta", text: verdict.answer });
      stream.shown = verdict.answer;
      return;
    }
    stream.firstTokenMs ??= Math.round(performance.now() - started);
    stream.shown += piece;
    emit({ type: "delta", text: piece });
  };
  /** Releases what is held up to its last sentence end (or a long run without one). */
  const releaseWhole = () => {
    let last = -1;
    for (const match of stream.held.matchAll(BOUNDARY)) last = (match.index ?? 0) + match[0].length;
    if (last < 0 && stream.held.length > MAX_HELD) last = stream.held.lastIndexOf(" ") + 1 || stream.held.length;
    if (last > 0) {
      release(stream.held.slice(0, last));
      stream.held = stream.held.slice(last);
    }
  };
  return { release, releaseWhole };
}

/** The record of an answer the model finished (or that the output check replaced as it streamed). */
function answeredRecord(stream: ModelStream, model: string, messages: AiMessage[], passages: Passage[], started: number) {
  const latencyMs = Math.round(performance.now() - started);
  // Servers that do not report usage (some local ones) are counted by estimate: the budget must still hold.
  // (Kept on the stream: an empty answer's failure record counts them too.)
  stream.promptTokens ??= Math.ceil(messages.reduce((sum, m) => sum + (m.content?.length ?? 0), 0) / 4);
  stream.completionTokens ??= Math.ceil(stream.shown.length / 4);
  // An empty answer is a provider failure from the visitor's point of view.
  if (!stream.shown) throw new AiProviderError("bad_response", "the provider's answer was empty");
  const stopped = stream.replaced;
  return {
    content: stream.shown,
    sources: stopped ? [] : sourcesOf(passages),
    answerSource: stopped ? "guardrail" : "model",
    guardrail: stopped?.rule ?? null,
    model,
    firstTokenMs: stream.firstTokenMs,
    latencyMs,
    promptTokens: stream.promptTokens,
    completionTokens: stream.completionTokens,
  } satisfies AssistantRecord;
}

function stoppedRecord(stream: ModelStream, stopped: { text: string; rule: string }, model: string): AssistantRecord {
  return {
    content: stopped.text,
    sources: [],
    answerSource: "guardrail",
    guardrail: stopped.rule,
    model,
    firstTokenMs: stream.firstTokenMs,
    promptTokens: stream.promptTokens,
    completionTokens: stream.completionTokens ?? Math.ceil(stream.shown.length / 4),
  };
}

/** The provider failed: logged and counted (unless the visitor went away), and the spec's text with the form and the offer. */
async function providerFailed(
  deps: TurnDeps,
  input: TurnInput,
  stream: ModelStream,
  error: unknown,
  emit: (event: ChatEvent) => void,
  started: number,
): Promise<AssistantRecord> {
  const { db, log } = deps;
  const { conversation } = input;
  const model = (deps.ai as AiProvider).model;
  const failure =
    error instanceof AiProviderError ? error : new AiProviderError("network", String((error as Error)?.message ?? error));
  const text = `${CHAT_PROVIDER_FAILURE_TEXT} ${CHAT_TEXT.bookingOffer}`;
  if (failure.reason !== "aborted") {
    log.error({ reason: failure.reason, status: failure.status, err: failure.message, model }, "chat: provider failed");
    await recordMetric(db, {
      metricType: "chat_provider_error",
      priority: "high",
      sessionId: conversation.id,
      value: Math.round(performance.now() - started),
      details: { reason: failure.reason, status: failure.status ?? null, model, message: failure.message.slice(0, 300) },
    }).catch((metricError) => log.error({ err: metricError }, "chat: recording the provider error failed"));
  }
  emit(stream.shown ? { type: "replace", text } : { type: "delta", text });
  if (!conversation.leadId) emit({ type: "form", fields: [...CHAT_FORM_FIELDS] });
  if (!conversation.handoffRequestedAt) emit({ type: "offer" });
  return {
    content: text,
    sources: [],
    answerSource: "fallback",
    model,
    firstTokenMs: stream.firstTokenMs,
    promptTokens: stream.promptTokens,
    completionTokens: stream.completionTokens,
    error: `${failure.reason}: ${failure.message}`.slice(0, 500),
  };
}

/**
 * The model's booking tool call. The model's word is not the visitor's: the
 * e-mail must be one the visitor typed in this conversation, and consent
 * must be given; otherwise the in-chat form is shown to confirm.
 */
async function bookingToolCall(
  deps: TurnDeps,
  input: TurnInput,
  rawArguments: string,
): Promise<{ leadId?: string; text: string }> {
  let args: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(rawArguments || "{}");
    args = parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    args = {};
  }
  await input.store();
  const typed = (await visitorMessages(deps.db, input.conversation.id)).join("\n").toLowerCase();
  const email = typeof args.email === "string" ? args.email.trim() : "";
  const confirm = "Please confirm your details in the form below, and our team will get in touch.";
  if (args.consent !== true || !email || !typed.includes(email.toLowerCase())) return { text: confirm };
  const result = await bookInChat(
    { lead: deps.lead, db: deps.db, publicUrl: deps.config.publicUrl },
    input.conversation,
    { name: args.name, email, phone: args.phone, facility: args.facility, privacyPolicy: true },
    { ...input.meta, page: input.page },
  );
  if (result.status === "ok" || result.status === "already") {
    input.conversation.leadId = result.leadId;
    return { leadId: result.leadId, text: result.message };
  }
  if (result.status === "invalid") {
    const problems = Object.values(result.fields).filter(Boolean).join(" ");
    return { text: `I couldn't send that yet: ${problems} ${confirm}` };
  }
  return { text: result.message };
}
