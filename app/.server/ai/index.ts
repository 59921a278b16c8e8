/**
 * The AI provider for every server feature: the chat (app/.server/chat) and
 * the analyzer's summary. `services.ai` is null when no provider is
 * configured; callers then do without (retrieval answers, findings-only text).
 *
 *   const answer = await services.ai?.complete([{ role: "user", content: "..." }], { maxTokens: 400 });
 */
export {
  type AiCallOptions,
  type AiCompletion,
  type AiFailure,
  type AiMessage,
  type AiProvider,
  AiProviderError,
  type AiStreamEvent,
  type AiTool,
  type AiToolCall,
  createAiProvider,
} from "./provider";

import type { AiMessage, AiProvider } from "./provider";

/** `complete(messages)` for helpers that want text or nothing: null when no provider is configured or it failed. */
export async function completeText(ai: AiProvider | null, messages: AiMessage[], maxTokens = 600): Promise<string | null> {
  if (!ai) return null;
  try {
    const answer = await ai.complete(messages, { maxTokens, temperature: 0.3 });
    return answer.text.trim() || null;
  } catch {
    return null;
  }
}

// The face (scripts/domain-faces.ts writes from here to the end: what other domains take from this one).
export { indexCrawlPages } from "./retrieval/index-crawl";
export { type Passage, type PassageSource, replacePassages, searchPassages, splitIntoPassages } from "./retrieval/passages";
