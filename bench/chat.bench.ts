import { startFakeAiProvider } from "../tests/support/fake-ai-provider";
import { startOurServer } from "./lib";

/**
 * 50 visitors chatting at once with the assistant of a production server
 * (embedded database), backed by the loopback OpenAI-compatible provider
 * that waits a fixed PROVIDER_DELAY_MS before its first token. Each visitor
 * has a conversation of TURNS messages.
 *
 * What our server adds to the first streamed token, per answer:
 *   (browser: request sent → first `delta` event)
 *   − (provider: request received → first chunk written)
 * Both clocks are this process's (the fake provider runs here), so the
 * difference is our work before the call (validation, limits, the
 * conversation's rows, retrieval), the output check's hold until the first
 * sentence ends, and the hops in between. Target: under 50 ms at the median,
 * and no errors.
 *
 * The server's chat limits are raised: every request comes from this one address.
 */
const CONVERSATIONS = 50;
const TURNS = 3;
const PROVIDER_DELAY_MS = 300;
const ANSWER =
  "Thanks for asking. We build level-of-care pages and run LegitScript-certified ads for treatment centers. Most programs see calls within the first week. Would you like to book a free consultation?";

interface Sample {
  addedMs: number;
  totalMs: number;
}

export async function run() {
  const fake = await startFakeAiProvider();
  fake.setDefault({ text: ANSWER, delayMs: PROVIDER_DELAY_MS, chunkDelayMs: 2 });
  const server = await startOurServer(3426, {
    AI_BASE_URL: fake.baseUrl,
    AI_API_KEY: "sk-bench-key",
    CHAT_RATE_LIMIT: "100000",
    CHAT_CONVERSATION_RATE_LIMIT: "100000",
    CHAT_DAILY_TOKEN_BUDGET: "1000000000",
  });
  const samples: Sample[] = [];
  const errors: string[] = [];
  try {
    // Warm-up, then one visitor alone: what a single answer costs without queueing behind 49 others.
    await ask(server.url, "Warm-up: what do you do?", undefined);
    const alone: number[] = [];
    let aloneIds: { conversationId: string; conversationToken: string } | undefined;
    for (let turn = 0; turn < 5; turn++) {
      const tag = `Alone turn ${turn}`;
      const result = await ask(server.url, `${tag}: how do you help detox centers with paid search?`, aloneIds);
      aloneIds = result.ids;
      const timing = fake.timings[fake.requests.findIndex((request) => lastUserMessage(request)?.startsWith(`${tag}:`))];
      if (timing?.firstChunkAt) alone.push(result.firstDeltaMs - (timing.firstChunkAt - timing.receivedAt));
    }

    const conversation = async (visitor: number) => {
      let ids: { conversationId: string; conversationToken: string } | undefined;
      for (let turn = 0; turn < TURNS; turn++) {
        const tag = `Visitor ${visitor} turn ${turn}`;
        try {
          const result = await ask(server.url, `${tag}: how do you help detox centers with paid search?`, ids);
          ids = result.ids;
          if (result.answerSource !== "model") throw new Error(`answered by ${result.answerSource}`);
          const index = fake.requests.findIndex((request) => lastUserMessage(request)?.startsWith(`${tag}:`));
          const timing = fake.timings[index];
          if (index < 0 || !timing?.firstChunkAt) throw new Error("the provider saw no request for this answer");
          samples.push({ addedMs: result.firstDeltaMs - (timing.firstChunkAt - timing.receivedAt), totalMs: result.totalMs });
        } catch (error) {
          errors.push((error as Error).message);
        }
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONVERSATIONS }, (_, visitor) => conversation(visitor)));
    const seconds = (performance.now() - started) / 1000;

    const added = samples.map((sample) => sample.addedMs).sort((a, b) => a - b);
    const total = samples.map((sample) => sample.totalMs).sort((a, b) => a - b);
    const median = (values: number[]) => values[Math.floor(values.length / 2)] ?? Number.NaN;
    const p95 = (values: number[]) => values[Math.floor(values.length * 0.95)] ?? Number.NaN;
    console.log(
      `${CONVERSATIONS} concurrent conversations of ${TURNS} messages to POST /api/chat (production build, ${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}), provider on loopback with a fixed ${PROVIDER_DELAY_MS} ms before its first token:`,
    );
    console.log(`  answers                 ${samples.length} of ${CONVERSATIONS * TURNS} in ${seconds.toFixed(1)} s`);
    console.log(
      `  added to first token    median ${median(added).toFixed(1)} ms, p95 ${p95(added).toFixed(1)} ms (target: median < 50 ms)`,
    );
    console.log(
      `  one visitor alone       median ${median([...alone].sort((a, b) => a - b)).toFixed(1)} ms added to the first token`,
    );
    console.log(`  whole answer            median ${median(total).toFixed(0)} ms, p95 ${p95(total).toFixed(0)} ms`);
    console.log(
      `  errors                  ${errors.length} (target 0)${errors.length ? `: ${[...new Set(errors)].slice(0, 3).join("; ")}` : ""}`,
    );
  } finally {
    await server.stop();
    await fake.stop();
  }
}

function lastUserMessage(request: { body: { messages?: { role: string; content: string | null }[] } }) {
  return (request.body.messages ?? []).filter((message) => message.role === "user").at(-1)?.content ?? undefined;
}

async function ask(
  baseUrl: string,
  message: string,
  ids: { conversationId: string; conversationToken: string } | undefined,
): Promise<{
  ids: { conversationId: string; conversationToken: string };
  firstDeltaMs: number;
  totalMs: number;
  answerSource: string;
}> {
  const sent = performance.now();
  const response = await fetch(`${baseUrl}/api/chat`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: baseUrl },
    body: JSON.stringify({ message, page: "/", ...ids }),
  });
  if (response.status !== 200 || !response.body) throw new Error(`status ${response.status}: ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let firstDeltaMs = Number.NaN;
  let done: { conversationId: string; conversationToken: string; answerSource: string } | undefined;
  for (;;) {
    const { done: ended, value } = await reader.read();
    if (ended) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (line.startsWith("data: ")) {
        const event = JSON.parse(line.slice(6)) as { type: string } & Record<string, string>;
        if (event.type === "delta" && Number.isNaN(firstDeltaMs)) firstDeltaMs = performance.now() - sent;
        if (event.type === "done") done = event as never;
        if (event.type === "error") throw new Error(`error event: ${event.message}`);
      }
      end = buffer.indexOf("\n\n");
    }
  }
  if (!done) throw new Error("the answer ended without a done event");
  return {
    ids: { conversationId: done.conversationId, conversationToken: done.conversationToken },
    firstDeltaMs,
    totalMs: performance.now() - sent,
    answerSource: done.answerSource,
  };
}
