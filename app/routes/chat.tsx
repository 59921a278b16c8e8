import { useEffect } from "react";
import { Link, useLoaderData, useRevalidator } from "react-router";
import { requireStaff } from "~/.server/auth/staff";
import { CHAT_PAGE_FORM_BYTES, chatPageForm, chatPageStep, loadChatPage } from "~/.server/chat/admin/route-actions";
import { pageAction } from "~/.server/http/page-action";
import { AssistantConsole } from "~/components/chat/assistant-console";
import { HoursForm, TakeoverPanel } from "~/components/chat/takeover-panel";
import { TranscriptView } from "~/components/chat/transcript";
import { ActionStatus } from "~/components/ui/action-status";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FilterBar, SelectFilter, TextFilter } from "~/components/ui/filter-bar";
import type { ActionAnswer } from "~/lib/action-answer";
import type { ConversationRow } from "~/lib/chat/admin";
import { CHAT_FILTERS, CHAT_SEARCH_MAX } from "~/lib/chat/handoff";
import type { Route } from "./+types/chat";

/**
 * /chat (issue 13 item 8, issue 25 item 8): the assistant's conversations for
 * daily use (search, filters, unread, owner), one conversation with its
 * transcript, where staff take it over and reply live in the visitor's widget,
 * and talking to the assistant as a visitor would. Logic in
 * app/.server/chat/admin/route-actions.ts.
 */
export const handle = { hydrate: true };

export const meta: Route.MetaFunction = () => [{ title: "Chat" }];

export const loader = ({ request, context }: Route.LoaderArgs) => loadChatPage(request, context);
// The role is checked before the body is read: an outsider's post is never read.
export const action = pageAction(chatPageForm, chatPageStep, {
  guard: ({ context }) => void requireStaff(context),
  maxBytes: CHAT_PAGE_FORM_BYTES,
});

/** While a conversation is open the page re-reads it this often: the visitor's messages appear without a reload. */
const LIVE_REFRESH_MS = 2000;

const when = (iso: string) => `${iso.slice(0, 16).replace("T", " ")} UTC`;

export default function Chat({ actionData }: Route.ComponentProps) {
  const data = useLoaderData<typeof loader>();
  const answer = actionData as ActionAnswer | undefined;
  const { transcript } = data;
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!transcript) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [transcript, revalidator]);

  const listParams = (extra: Record<string, string>) => {
    const params = new URLSearchParams();
    if (data.query.q) params.set("q", data.query.q);
    if (data.query.filter) params.set("filter", data.query.filter);
    if (data.query.since) params.set("since", data.query.since);
    for (const [key, value] of Object.entries(extra)) params.set(key, value);
    return `/chat?${params}`;
  };
  const columns: Column<ConversationRow>[] = [
    {
      id: "conversation",
      header: "Conversation",
      rowHeader: true,
      cell: (row) => (
        <Link
          to={listParams({ id: row.id, ...(data.page > 1 ? { page: String(data.page) } : {}) })}
          aria-current={row.id === transcript?.id ? "page" : undefined}
          className="block font-medium text-brand-700 underline-offset-2 hover:underline"
        >
          {row.unread ? <span className="sr-only">Unread: </span> : null}
          <span className={row.unread ? "font-bold" : undefined}>{row.firstQuestion ?? "(no question yet)"}</span>
        </Link>
      ),
    },
    {
      id: "last",
      header: "Last message",
      cell: (row) => when(row.lastMessageAt),
      sortValue: (row) => row.lastMessageAt,
    },
    {
      id: "state",
      header: "State",
      cell: (row) =>
        [
          row.unread ? "unread" : null,
          row.heldBy ? `held by ${row.heldBy}` : row.handoffRequestedAt ? "asked for a person" : null,
          row.lead ? `lead: ${row.lead.name}` : null,
          row.failed ? "provider failed" : null,
          row.fromStaff ? "staff test" : null,
        ]
          .filter(Boolean)
          .join(" · ") || "—",
    },
    { id: "messages", header: "Messages", align: "right", cell: (row) => row.messages, sortValue: (row) => row.messages },
    { id: "owner", header: "Owner", cell: (row) => row.owner?.name ?? "—", sortValue: (row) => row.owner?.name ?? "" },
  ];

  return (
    <div className="space-y-6">
      <h1 className="text-3xl font-bold text-ink">Chat</h1>
      {data.error ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 px-3 py-2 text-sm font-medium text-red-900">
          {data.error}
        </p>
      ) : null}
      {answer && !transcript && answer.intent !== "hours" ? <ActionStatus answer={answer} /> : null}
      <FilterBar label="Filter conversations" clearHref="/chat" hidden={{ since: data.query.since || undefined }}>
        <TextFilter
          name="q"
          label="Search messages, lead name or e-mail"
          type="search"
          maxLength={CHAT_SEARCH_MAX}
          defaultValue={data.query.q}
          wide
        />
        <SelectFilter
          name="filter"
          label="Show"
          anyLabel="All conversations"
          options={CHAT_FILTERS}
          defaultValue={data.query.filter}
        />
      </FilterBar>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <nav aria-label="Conversations">
          <DataTable
            caption={`Conversations (${data.total})${data.query.since ? ` since ${when(data.query.since)}` : ""}`}
            columns={columns}
            rows={data.conversations}
            rowKey={(row) => row.id}
            rowData={(row) => ({ "data-conversation-id": row.id, "data-unread": String(row.unread) })}
            empty={<p className="rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No conversations match.</p>}
            serverPaging={{
              page: data.page,
              pageCount: data.pageCount,
              href: (page) => listParams({ page: String(page) }),
              label: "Pages of conversations",
            }}
            testId="chat-conversations"
          />
        </nav>
        <div className="space-y-6">
          {transcript ? (
            <>
              <TakeoverPanel transcript={transcript} meId={data.me.id} staff={data.staff} answer={answer} />
              <TranscriptView transcript={transcript} />
            </>
          ) : null}
          <AssistantConsole />
          {data.hours ? <HoursForm hours={data.hours} canEdit={data.me.superAdmin} answer={answer} /> : null}
        </div>
      </div>
    </div>
  );
}
