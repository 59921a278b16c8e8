import type { ConversationSummary, Transcript } from "~/lib/chat/admin";
import { cn } from "~/lib/cn";

/** /chat's list of conversations and one conversation's transcript. */
const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export function ConversationList({ conversations, selected }: { conversations: ConversationSummary[]; selected: string | null }) {
  const last = conversations[conversations.length - 1];
  return (
    <nav aria-label="Conversations" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-200 px-4 py-3 text-lg font-semibold text-ink">Conversations</h2>
      {conversations.length === 0 ? (
        <p className="p-4 text-slate-700">No conversations yet.</p>
      ) : (
        <ul className="max-h-[40rem] divide-y divide-slate-100 overflow-y-auto">
          {conversations.map((conversation) => (
            <li key={conversation.id}>
              <a
                href={`/chat?id=${conversation.id}`}
                aria-current={conversation.id === selected ? "page" : undefined}
                className={cn("block px-4 py-3 text-sm hover:bg-slate-50", conversation.id === selected && "bg-brand-50")}
              >
                <span className="block font-medium text-ink">{conversation.firstQuestion ?? "(no question yet)"}</span>
                <span className="block text-slate-700">
                  {when(conversation.lastMessageAt)} · {conversation.messages} messages
                  {conversation.leadId ? " · lead" : ""}
                  {conversation.errors > 0 ? ` · ${conversation.errors} error${conversation.errors === 1 ? "" : "s"}` : ""}
                  {conversation.fromStaff ? " · staff" : ""}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {last && conversations.length >= 30 ? (
        <a
          className="block border-t border-slate-200 px-4 py-3 text-sm font-medium text-brand-700 underline"
          href={`/chat?before=${encodeURIComponent(last.lastMessageAt)}`}
        >
          Older conversations
        </a>
      ) : null}
    </nav>
  );
}

export function TranscriptView({ transcript }: { transcript: Transcript }) {
  return (
    <section aria-labelledby="transcript-title" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="transcript-title" className="text-lg font-semibold text-ink">
        Conversation of {when(transcript.createdAt)}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {transcript.turns} turns · {transcript.tokensUsed} tokens
        {transcript.fromStaff ? " · started by staff from this page" : ""}
        {transcript.lead ? (
          <>
            {" · lead: "}
            <a className="font-medium text-brand-700 underline" href={`/admin/leads/${transcript.lead.id}`}>
              {transcript.lead.name} ({transcript.lead.email})
            </a>
          </>
        ) : (
          " · no lead"
        )}
      </p>
      <ol className="mt-4 space-y-3">
        {transcript.messages.map((message) => (
          <li
            key={message.id}
            className={cn(
              "rounded-lg px-3 py-2",
              message.role === "user"
                ? "ml-8 bg-brand-50"
                : message.role === "tool"
                  ? "bg-amber-50"
                  : message.role === "staff"
                    ? "mr-8 border border-green-700 bg-green-50"
                    : "mr-8 bg-slate-100",
            )}
          >
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-700">
              {message.role === "user"
                ? "Visitor"
                : message.role === "tool"
                  ? "Booking tool"
                  : message.role === "staff"
                    ? "Staff"
                    : "Assistant"}{" "}
              · {when(message.createdAt)}
            </p>
            <p className="mt-1 whitespace-pre-wrap text-ink">{message.content}</p>
            {message.sources.length > 0 ? (
              <ul className="mt-2 list-disc pl-5 text-sm">
                {message.sources.map((source) => (
                  <li key={source.url}>
                    <a className="text-brand-700 underline" href={source.url}>
                      {source.title}
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
            {message.role === "assistant" ? (
              <p className="mt-2 text-xs text-slate-700">
                {[
                  message.answerSource ? `from ${message.answerSource}` : null,
                  message.model,
                  message.guardrail ? `guardrail: ${message.guardrail}` : null,
                  message.firstTokenMs !== null ? `first token ${message.firstTokenMs} ms` : null,
                  message.latencyMs !== null ? `answer ${message.latencyMs} ms` : null,
                  message.noGoodSource ? "no good source" : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            ) : null}
            {message.error ? <p className="mt-1 text-sm font-medium text-red-800">Error: {message.error}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
