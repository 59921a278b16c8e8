import type OpenAI from "openai";
import type { Config } from "../config";
import type { Logger } from "../log";

/**
 * The AI provider, on the maintained `openai` client: any OpenAI-compatible
 * chat-completions API (OpenAI, a gateway, Ollama, vLLM) at AI_BASE_URL.
 * Called only from the server; the key never leaves it (DESIGN §4.1).
 *
 * No retries (`maxRetries: 0`): a visitor waits for one answer, and a
 * provider in trouble should not get three times the traffic from us. A
 * failure is an AiProviderError the caller turns into the spec's text.
 */
export type AiMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: AiToolCall[] }
  | { role: "tool"; content: string; tool_call_id: string };

export interface AiToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}

export interface AiTool {
  type: "function";
  function: { name: string; description: string; parameters: Record<string, unknown> };
}

export type AiStreamEvent =
  | { type: "text"; text: string }
  | { type: "tool_call"; call: AiToolCall }
  | { type: "usage"; promptTokens: number; completionTokens: number };

export interface AiCallOptions {
  signal?: AbortSignal;
  /** Spec §9: 300 and 0.7 for the chat. */
  maxTokens?: number;
  temperature?: number;
  tools?: AiTool[];
}

export interface AiCompletion {
  text: string;
  toolCalls: AiToolCall[];
  promptTokens: number | null;
  completionTokens: number | null;
}

export type AiFailure = "timeout" | "http" | "network" | "aborted" | "bad_response";

export class AiProviderError extends Error {
  override name = "AiProviderError";
  constructor(
    readonly reason: AiFailure,
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface AiProvider {
  readonly configured: true;
  readonly model: string;
  /** Where requests go (no key): for logs and the admin view. */
  readonly baseUrl: string;
  /** One streamed chat completion: text deltas, tool calls when complete, then usage when the server reports it. */
  stream(messages: AiMessage[], options?: AiCallOptions): AsyncGenerator<AiStreamEvent>;
  /** One chat completion, not streamed: for summaries (the analyzer) and other server-side helpers. */
  complete(messages: AiMessage[], options?: AiCallOptions): Promise<AiCompletion>;
}

type AiConfig = Config["ai"];

/** The provider of the configuration, or null when none is configured (the chat then answers from retrieval). */
export function createAiProvider(config: AiConfig, log: Pick<Logger, "info">): AiProvider | null {
  if (!config.configured) {
    log.info("AI provider not configured (AI_BASE_URL, AI_API_KEY): the chat answers from the site's own content");
    return null;
  }
  // The client library is loaded on the first call, not at start: a site without a provider, and every process
  // until someone chats, keeps its tens of MB (`npm run bench -- memory`).
  let sdk: Promise<{ OpenAI: typeof OpenAI; client: OpenAI }> | undefined;
  const connect = () => {
    sdk ??= import("openai").then(({ default: OpenAIClass }) => ({
      OpenAI: OpenAIClass,
      client: new OpenAIClass({
        baseURL: config.baseUrl,
        // Local servers (Ollama, vLLM) take any key; the client library insists on one.
        apiKey: config.apiKey ?? "no-key",
        timeout: config.timeoutMs,
        maxRetries: 0,
      }),
    }));
    return sdk;
  };
  log.info({ baseUrl: config.baseUrl, model: config.model, timeoutMs: config.timeoutMs }, "AI provider configured");

  /** The caller's signal and our own deadline, for the whole call including the streamed body. */
  function deadline(signal: AbortSignal | undefined) {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    return { timeout, signal: signal ? AbortSignal.any([signal, timeout]) : timeout };
  }

  async function failure(error: unknown, timeout: AbortSignal, caller: AbortSignal | undefined): Promise<AiProviderError> {
    if (error instanceof AiProviderError) return error;
    // The library's error classes; null when the library itself could not load (then `error` is that failure).
    const Sdk = await connect().then(
      (loaded) => loaded.OpenAI,
      () => null,
    );
    if (timeout.aborted || (Sdk && error instanceof Sdk.APIConnectionTimeoutError)) {
      return new AiProviderError("timeout", `no answer within ${config.timeoutMs} ms`);
    }
    if (caller?.aborted) return new AiProviderError("aborted", "the visitor left");
    if (Sdk && error instanceof Sdk.APIError && typeof error.status === "number") {
      return new AiProviderError(
        "http",
        `provider answered ${error.status}: ${String(error.message).slice(0, 200)}`,
        error.status,
      );
    }
    return new AiProviderError("network", `provider unreachable: ${String((error as Error)?.message ?? error).slice(0, 200)}`);
  }

  const body = (messages: AiMessage[], options: AiCallOptions) => ({
    model: config.model,
    messages: messages as OpenAI.Chat.ChatCompletionMessageParam[],
    max_tokens: options.maxTokens ?? 300,
    temperature: options.temperature ?? 0.7,
    ...(options.tools?.length ? { tools: options.tools as OpenAI.Chat.ChatCompletionTool[] } : {}),
  });

  return {
    configured: true,
    model: config.model,
    baseUrl: config.baseUrl,

    async *stream(messages, options = {}) {
      const { timeout, signal } = deadline(options.signal);
      const calls = new Map<number, AiToolCall>();
      try {
        const { client } = await connect();
        const stream = await client.chat.completions.create(
          { ...body(messages, options), stream: true, stream_options: { include_usage: true } },
          { signal },
        );
        for await (const chunk of stream) {
          const choice = chunk.choices?.[0];
          const text = choice?.delta?.content;
          if (text) yield { type: "text", text };
          for (const part of choice?.delta?.tool_calls ?? []) {
            const call = calls.get(part.index) ?? {
              id: part.id ?? `call_${part.index}`,
              type: "function" as const,
              function: { name: "", arguments: "" },
            };
            if (part.id) call.id = part.id;
            if (part.function?.name) call.function.name += part.function.name;
            if (part.function?.arguments) call.function.arguments += part.function.arguments;
            calls.set(part.index, call);
          }
          if (chunk.usage) {
            yield {
              type: "usage",
              promptTokens: chunk.usage.prompt_tokens ?? 0,
              completionTokens: chunk.usage.completion_tokens ?? 0,
            };
          }
        }
        // An aborted stream can end quietly instead of throwing: a cut-off answer is a failure, not an answer.
        if (signal.aborted) throw new AiProviderError(timeout.aborted ? "timeout" : "aborted", "the answer was cut off");
        for (const call of calls.values()) if (call.function.name) yield { type: "tool_call", call };
      } catch (error) {
        throw await failure(error, timeout, options.signal);
      }
    },

    async complete(messages, options = {}) {
      const { timeout, signal } = deadline(options.signal);
      try {
        const { client } = await connect();
        const answer = await client.chat.completions.create({ ...body(messages, options), stream: false }, { signal });
        const message = answer.choices?.[0]?.message;
        if (!message) throw new AiProviderError("bad_response", "the provider's answer has no message");
        return {
          text: message.content ?? "",
          toolCalls: (message.tool_calls ?? []).filter((call) => call.type === "function") as AiToolCall[],
          promptTokens: answer.usage?.prompt_tokens ?? null,
          completionTokens: answer.usage?.completion_tokens ?? null,
        };
      } catch (error) {
        throw await failure(error, timeout, options.signal);
      }
    },
  };
}
