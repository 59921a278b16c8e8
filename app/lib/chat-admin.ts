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
  role: "user" | "assistant" | "tool";
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
  lead: { id: string; name: string; email: string } | null;
  messages: TranscriptMessage[];
}
