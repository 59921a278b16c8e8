import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A real HTTP server on loopback that speaks OpenAI's chat-completions API,
 * for tests and benches (the chat, the chat widget's e2e, the analyzer's
 * summary). Point the app at it with `AI_BASE_URL: fake.baseUrl`.
 *
 *   const fake = await startFakeAiProvider();        // listens on 127.0.0.1:<random>
 *   fake.baseUrl                                      // "http://127.0.0.1:<port>/v1"
 *   fake.reply({ text: "Hello there. How can I help?" });      // the next answer (queued, FIFO)
 *   fake.reply({ text: "...", delayMs: 300, chunkDelayMs: 20 }); // slow: first byte after 300 ms
 *   fake.reply({ fail: 500 });                        // an error answer (JSON error body)
 *   fake.reply({ hang: true });                       // never answers (for time-outs; closed by stop())
 *   fake.reply({ drop: true });                       // closes the connection mid-stream
 *   fake.reply({ toolCall: { name: "book_consultation", arguments: { name: "Dana", ... } }, text?: "..." });
 *   fake.setDefault({ text: "..." });                 // the answer when the queue is empty
 *   fake.requests                                     // every request: { path, headers, body, receivedAt }
 *   await fake.waitForRequests(2);                    // resolves when 2 have arrived
 *   fake.timings                                      // per request: { receivedAt, firstChunkAt, endAt } (ms, performance.now())
 *   await fake.stop();
 *
 * As a process of its own (for an e2e web server that needs a fixed address):
 *   node --import tsx tests/support/fake-ai-provider.ts 3499   → AI_BASE_URL=http://127.0.0.1:3499/v1
 * It then answers every request with the default text, streamed word by word
 * 20 ms apart, a booking tool call when the visitor's last message has an
 * e-mail address and says "I agree", and HTTP 500 when it contains "FAIL-PROVIDER".
 *
 * Streaming (`stream: true`) answers as server-sent `chat.completion.chunk`
 * events split into `chunkSize`-character pieces (default: word by word),
 * then a usage chunk (when stream_options.include_usage is set), then
 * `data: [DONE]`. Non-streaming answers one `chat.completion`. Usage counts
 * are characters / 4, rounded up. Only POST /v1/chat/completions exists;
 * anything else is a 404 in OpenAI's error shape.
 */
export interface FakeReply {
  text?: string;
  toolCall?: { name: string; arguments: Record<string, unknown> | string };
  /** Milliseconds before the first byte of the answer. */
  delayMs?: number;
  /** Milliseconds between streamed chunks. */
  chunkDelayMs?: number;
  /** Characters per chunk; default: one word (with its space) per chunk. */
  chunkSize?: number;
  /** Answer with this HTTP status and an OpenAI-style error body. */
  fail?: number;
  /** Never answer. */
  hang?: boolean;
  /** Send the first chunk, then destroy the connection. */
  drop?: boolean;
}

export interface RecordedRequest {
  path: string;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string | null }[];
    stream?: boolean;
    max_tokens?: number;
    temperature?: number;
    tools?: unknown[];
    [key: string]: unknown;
  };
  receivedAt: number;
}

export interface FakeTiming {
  receivedAt: number;
  firstChunkAt: number | null;
  endAt: number | null;
}

export interface FakeAiProvider {
  baseUrl: string;
  requests: RecordedRequest[];
  timings: FakeTiming[];
  reply(reply: FakeReply): void;
  setDefault(reply: FakeReply): void;
  waitForRequests(count: number, timeoutMs?: number): Promise<RecordedRequest[]>;
  stop(): Promise<void>;
}

const DEFAULT_TEXT =
  "We help treatment centers grow admissions with compliant SEO and paid search. Would you like to book a free consultation?";

function chunksOf(text: string, size?: number): string[] {
  if (size && size > 0) {
    const parts: string[] = [];
    for (let at = 0; at < text.length; at += size) parts.push(text.slice(at, at + size));
    return parts;
  }
  return text.match(/\S+\s*|\s+/g) ?? [];
}

const sleep = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());
const tokens = (text: string) => Math.ceil(text.length / 4);

export async function startFakeAiProvider(
  options: {
    port?: number /** Picks the answer per request when the queue is empty (the standalone mode). */;
    script?: (body: RecordedRequest["body"]) => FakeReply;
  } = {},
): Promise<FakeAiProvider> {
  const queue: FakeReply[] = [];
  let fallback: FakeReply = { text: DEFAULT_TEXT };
  const requests: RecordedRequest[] = [];
  const timings: FakeTiming[] = [];
  const waiters = new Set<() => void>();
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const receivedAt = performance.now();
    const parts: Buffer[] = [];
    req.on("data", (part: Buffer) => parts.push(part));
    req.on("end", () => {
      let body: RecordedRequest["body"] = {};
      try {
        body = JSON.parse(Buffer.concat(parts).toString("utf8") || "{}");
      } catch {
        body = {};
      }
      const path = (req.url ?? "/").split("?")[0] ?? "/";
      requests.push({ path, method: req.method ?? "GET", headers: req.headers, body, receivedAt });
      const timing: FakeTiming = { receivedAt, firstChunkAt: null, endAt: null };
      timings.push(timing);
      for (const wake of [...waiters]) wake();
      if (req.method !== "POST" || path !== "/v1/chat/completions") {
        res.writeHead(404, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ error: { message: `Unknown path ${path}`, type: "invalid_request_error" } }));
        return;
      }
      void answer(queue.shift() ?? options.script?.(body) ?? fallback, body, res, timing);
    });
  });

  async function answer(reply: FakeReply, body: RecordedRequest["body"], res: http.ServerResponse, timing: FakeTiming) {
    if (reply.hang) {
      hanging.add(res);
      return;
    }
    await sleep(reply.delayMs ?? 0);
    if (res.destroyed) return;
    if (reply.fail) {
      res.writeHead(reply.fail, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "The fake provider was told to fail.", type: "server_error" } }));
      timing.firstChunkAt = timing.endAt = performance.now();
      return;
    }
    const text = reply.text ?? (reply.toolCall ? "" : DEFAULT_TEXT);
    const model = body.model ?? "fake-model";
    const promptText = (body.messages ?? []).map((message) => message.content ?? "").join(" ");
    const usage = { prompt_tokens: tokens(promptText), completion_tokens: tokens(text), total_tokens: 0 };
    usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
    const toolCall = reply.toolCall
      ? {
          id: "call_fake_1",
          type: "function",
          function: {
            name: reply.toolCall.name,
            arguments:
              typeof reply.toolCall.arguments === "string" ? reply.toolCall.arguments : JSON.stringify(reply.toolCall.arguments),
          },
        }
      : undefined;
    const created = Math.floor(Date.now() / 1000);

    if (!body.stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-fake",
          object: "chat.completion",
          created,
          model,
          choices: [
            {
              index: 0,
              message: { role: "assistant", content: text || null, ...(toolCall ? { tool_calls: [toolCall] } : {}) },
              finish_reason: toolCall ? "tool_calls" : "stop",
            },
          ],
          usage,
        }),
      );
      timing.firstChunkAt = timing.endAt = performance.now();
      return;
    }

    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    const send = (delta: Record<string, unknown>, finish: string | null = null) => {
      res.write(
        `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
      timing.firstChunkAt ??= performance.now();
    };
    const pieces = chunksOf(text, reply.chunkSize);
    for (const [index, piece] of pieces.entries()) {
      if (res.destroyed) return;
      send(index === 0 ? { role: "assistant", content: piece } : { content: piece });
      if (reply.drop) {
        res.destroy();
        return;
      }
      await sleep(reply.chunkDelayMs ?? 0);
    }
    if (toolCall) {
      // Split as real providers do: the name first, the arguments in two pieces.
      const args = toolCall.function.arguments;
      const half = Math.floor(args.length / 2);
      send({
        tool_calls: [{ index: 0, id: toolCall.id, type: "function", function: { name: toolCall.function.name, arguments: "" } }],
      });
      send({ tool_calls: [{ index: 0, function: { arguments: args.slice(0, half) } }] });
      send({ tool_calls: [{ index: 0, function: { arguments: args.slice(half) } }] });
    }
    send({}, toolCall ? "tool_calls" : "stop");
    const options = body.stream_options as { include_usage?: boolean } | undefined;
    if (options?.include_usage) {
      res.write(
        `data: ${JSON.stringify({ id: "chatcmpl-fake", object: "chat.completion.chunk", created, model, choices: [], usage })}\n\n`,
      );
    }
    res.end("data: [DONE]\n\n");
    timing.endAt = performance.now();
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    timings,
    reply: (reply) => queue.push(reply),
    setDefault: (reply) => {
      fallback = reply;
    },
    waitForRequests(count, timeoutMs = 10_000) {
      if (requests.length >= count) return Promise.resolve(requests);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (requests.length < count) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(requests);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`expected ${count} requests, got ${requests.length}`));
        }, timeoutMs);
        waiters.add(check);
      });
    },
    async stop() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The answer of the standalone fake for a request (see the header). */
export function scriptedReply(body: RecordedRequest["body"]): FakeReply {
  const last = (body.messages ?? []).filter((message) => message.role === "user").at(-1)?.content ?? "";
  if (last.includes("FAIL-PROVIDER")) return { fail: 500 };
  const email = last.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/)?.[0];
  if (email && /\bi agree\b/i.test(last)) {
    const name = last.split(",")[0]?.trim() || "Visitor";
    return { toolCall: { name: "book_consultation", arguments: { name, email, consent: true } } };
  }
  return { text: DEFAULT_TEXT, chunkDelayMs: 20 };
}

if (process.argv[1] && import.meta.url === (await import("node:url")).pathToFileURL(process.argv[1]).href) {
  const port = Number(process.argv[2] ?? process.env.FAKE_AI_PORT ?? 3499);
  const fake = await startFakeAiProvider({ port, script: scriptedReply });
  console.log(`fake AI provider: AI_BASE_URL=${fake.baseUrl}`);
}
