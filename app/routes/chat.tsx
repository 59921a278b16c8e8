import { data, useLoaderData } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { conversationTranscript, listConversations } from "~/.server/chat-admin/conversations";
import { servicesContext } from "~/.server/services";
import { AssistantConsole } from "~/components/chat/assistant-console";
import { ConversationList, TranscriptView } from "~/components/chat/transcript";
import { isUuid } from "~/lib/uuid";
import type { Route } from "./+types/chat";

/**
 * /chat (issue 13 item 8): an admin reads the assistant's conversations (the
 * newest first; one at a time with its sources, timings, errors and lead) and
 * talks to the assistant as a visitor would. Admins only: the guard, and
 * requireStaff here.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Chat" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(context);
  const db = context.get(servicesContext).database.db;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  const beforeText = params.get("before");
  const before = beforeText ? new Date(beforeText) : undefined;
  if ((id !== null && !isUuid(id)) || (before && Number.isNaN(before.getTime()))) {
    return data(
      { conversations: await listConversations(db), transcript: null, error: "This address does not name a conversation." },
      { status: 400 },
    );
  }
  const [conversations, transcript] = await Promise.all([
    listConversations(db, before),
    id ? conversationTranscript(db, id) : null,
  ]);
  if (id && !transcript) {
    return data(
      { conversations, transcript: null, error: "This conversation was not found (it may have passed its retention period)." },
      { status: 404 },
    );
  }
  return { conversations, transcript, error: null };
}

export default function Chat() {
  const { conversations, transcript, error } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Chat</h1>
      {error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {error}
        </p>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <ConversationList conversations={conversations} selected={transcript?.id ?? null} />
        <div className="space-y-6">
          {transcript ? <TranscriptView transcript={transcript} /> : null}
          <AssistantConsole />
        </div>
      </div>
    </div>
  );
}
