/** What the back-office chat views (/chat) show: read on the server, rendered by app/components/chat. */

export interface ConversationSummary {
  id: string;
  createdAt: string;
  lastMessageAt: string;
  turns: number;
  messages: number;
  errors: number;
  fromStaff: boolean;
  leadId: string | null;
  firstQuestion: string | null;
}

export interface TranscriptMessage {
  id: number;
  /** "tool": the booking tool's call and result, kept for the record. */
  role: "user" | "assistant" | "tool" | "staff";
  content: string;
  sources: { title: string; url: string }[];
  answerSource: string | null;
  guardrail: string | null;
  noGoodSource: boolean;
  model: string | null;
  firstTokenMs: number | null;
  latencyMs: number | null;
  error: string | null;
  createdAt: string;
}

export interface Transcript {
  id: string;
  createdAt: string;
  turns: number;
  tokensUsed: number;
  fromStaff: boolean;
  /** The visitor asked for a person (issue 25 item 8). */
  handoffRequestedAt: string | null;
  /** The staff member holding it: while set, the assistant answers nothing. */
  heldBy: { id: string; name: string } | null;
  takenOverAt: string | null;
  ownerId: string | null;
  lead: { id: string; name: string; email: string } | null;
  messages: TranscriptMessage[];
}

/** A row of /chat's list (searched and filtered: app/.server/chat/admin/conversations.ts searchConversations). */
export interface ConversationRow {
  id: string;
  createdAt: string;
  lastMessageAt: string;
  messages: number;
  firstQuestion: string | null;
  fromStaff: boolean;
  lead: { id: string; name: string } | null;
  handoffRequestedAt: string | null;
  /** The holder's name. */
  heldBy: string | null;
  owner: { id: string; name: string } | null;
  /** A provider failure in this conversation. */
  failed: boolean;
  /** A visitor message the reading staff member has not seen. */
  unread: boolean;
}
