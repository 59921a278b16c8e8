import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { CHAT_SEARCH_MAX, type ChatFilter, chatHoursSetting, hoursFromForm, isChatFilter } from "~/lib/chat/handoff";
import { isUuid } from "~/lib/uuid";
import { requireStaff } from "../../auth";
import { answer, type PageActionArgs } from "../../http";
import { servicesContext } from "../../services-context";
import { readSetting, writeSetting } from "../../settings";
import { CONVERSATIONS_PER_PAGE, conversationTranscript, searchConversations, staffChoices } from "./conversations";
import { assignOwner, handBack, markRead, staffReply, takeOver } from "./takeover";

/**
 * /chat's loader and form posts (issue 13 item 8, issue 25 item 8): the list
 * (search, filters, unread, owner), one conversation with take over / reply /
 * hand back / owner, and the agency's hours. Thin route in app/routes/chat.tsx.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: a search is one line of text
const CONTROL = /[\u0000-\u001F\u007F]/;

export async function loadChatPage(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const db = context.get(servicesContext).database.db;
  const params = new URL(request.url).searchParams;
  const id = params.get("id");
  const q = (params.get("q") ?? "").trim();
  const filterText = params.get("filter") ?? "";
  const pageText = params.get("page") ?? "1";
  const sinceText = params.get("since");
  const since = sinceText ? new Date(sinceText) : undefined;
  const refuse = (status: number, error: string) =>
    data(
      {
        conversations: [],
        total: 0,
        page: 1,
        pageCount: 1,
        transcript: null,
        staff: [],
        hours: null,
        me: { id: staff.id, superAdmin: staff.role === "super_admin" },
        query: { q: "", filter: "", since: "" },
        error,
      },
      { status },
    );
  if (id !== null && !isUuid(id)) return refuse(400, "This address does not name a conversation.");
  if (filterText && !isChatFilter(filterText)) return refuse(400, "There is no such filter.");
  if (q.length > CHAT_SEARCH_MAX) return refuse(400, `Search for at most ${CHAT_SEARCH_MAX} characters.`);
  if (CONTROL.test(q) || !q.isWellFormed()) return refuse(400, "The search contains characters that are not accepted.");
  if (!/^\d{1,6}$/.test(pageText) || Number(pageText) < 1) return refuse(400, "page must be a page number.");
  if (sinceText !== null && (sinceText.length > 40 || !since || Number.isNaN(since.getTime())))
    return refuse(400, "since must be a date and time, such as 2026-03-04T09:00:00Z.");
  const filter = (filterText || undefined) as ChatFilter | undefined;
  const page = Number(pageText);
  const [list, transcript, choices, hours] = await Promise.all([
    searchConversations(db, { staffId: staff.id, filter, q, page, since }),
    id ? conversationTranscript(db, id) : null,
    staffChoices(db),
    readSetting(db, chatHoursSetting),
  ]);
  const body = {
    conversations: list.rows,
    total: list.total,
    page,
    pageCount: Math.max(1, Math.ceil(list.total / CONVERSATIONS_PER_PAGE)),
    transcript,
    staff: choices,
    hours,
    me: { id: staff.id, superAdmin: staff.role === "super_admin" },
    query: { q, filter: filter ?? "", since: sinceText ?? "" },
    error: null as string | null,
  };
  if (id && !transcript) {
    return data(
      { ...body, error: "This conversation was not found (it may have passed its retention period)." },
      { status: 404 },
    );
  }
  if (transcript) {
    // Opening a conversation reads it: the staff member's marker moves to its newest message (written only when it moves).
    const newest = transcript.messages.at(-1)?.id ?? null;
    await markRead(db, { id: staff.id, email: staff.email }, transcript.id, newest);
  }
  return body;
}

/** /chat's forms: the hours, or one of four actions on a conversation. */
const conversationId = z
  .string("conversationId must be a conversation id.")
  .refine(isUuid, "conversationId must be a conversation id.");

export const chatPageForm = z.discriminatedUnion(
  "intent",
  [
    // Seven days of open-N / close-N fields, checked by hoursFromForm.
    z.object({ intent: z.literal("hours") }).catchall(z.unknown()),
    z.object({ intent: z.literal("take-over"), conversationId }),
    z.object({ intent: z.literal("hand-back"), conversationId }),
    // The reply's own rules (length, characters) are staffReply's.
    z.object({ intent: z.literal("reply"), conversationId, reply: z.unknown() }),
    z.object({
      intent: z.literal("owner"),
      conversationId,
      // None (or empty) leaves the conversation without an owner.
      ownerId: z.preprocess(
        (value) => value ?? "",
        z.string("Choose a staff member as the owner.").max(200, "Choose a staff member as the owner."),
      ),
    }),
  ],
  { error: "Unknown action." },
);

/** A staff post is a few fields and a reply of at most 2,000 characters. */
export const CHAT_PAGE_FORM_BYTES = 16 * 1024;

/** One post of /chat, once pageAction has read and checked it (the guard checked the role first). */
export async function chatPageStep(input: z.output<typeof chatPageForm>, { context }: PageActionArgs) {
  const staff = requireStaff(context);
  const db = context.get(servicesContext).database.db;
  const actor = { id: staff.id, email: staff.email };
  switch (input.intent) {
    case "hours": {
      const read = hoursFromForm(Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)])));
      if (!read.ok) return answer(false, read.message);
      await writeSetting(
        db,
        { ...actor, role: staff.role },
        chatHoursSetting,
        read.hours,
        "Only a super admin can change the hours.",
      );
      return answer(true, "The agency's hours are saved.");
    }
    case "take-over":
      await takeOver(db, actor, input.conversationId);
      return answer(true, "You hold this conversation: the assistant stays silent until you hand it back.");
    case "hand-back":
      await handBack(db, actor, input.conversationId);
      return answer(true, "Handed back: the assistant answers again.");
    case "reply":
      await staffReply(db, actor, input.conversationId, input.reply);
      return answer(true, "Sent: the visitor sees it in their chat window.");
    case "owner":
      await assignOwner(db, actor, input.conversationId, input.ownerId);
      return answer(true, input.ownerId ? "Owner saved." : "The conversation has no owner now.");
  }
}
