import { and, desc, eq, gte, isNotNull, sql } from "drizzle-orm";
import { agencyDay, agencyDayStart } from "~/lib/agency-day";
import { chatConversations, chatMessages, type Db, leads, zonedDaySql } from "../../db";

/**
 * /ai-agent-system's figures (issue 13 item 8) over the last DAYS days of the
 * agency (AGENCY_TIME_ZONE): conversations per day, leads from the chat per day, the provider's
 * latency (median time to the first token and to the whole answer, for model
 * answers) and errors per day, and the newest questions no passage answered
 * well (content gaps: chat_messages.no_good_source).
 */
export const AGENT_SYSTEM_DAYS = 30;
export const CONTENT_GAPS_SHOWN = 50;

export interface AgentDay {
  day: string;
  conversations: number;
  leads: number;
  answers: number;
  errors: number;
  /** Median ms to the first streamed token of model answers; null without any. */
  firstTokenMs: number | null;
  /** Median ms to the whole answer; null without any. */
  latencyMs: number | null;
}

export interface ContentGap {
  question: string;
  askedAt: string;
  conversationId: string;
}

export interface AgentSystemFigures {
  from: string;
  to: string;
  days: AgentDay[];
  totals: { conversations: number; leads: number; answers: number; errors: number };
  gaps: ContentGap[];
}

export function dayList(to: string, count: number): string[] {
  const end = Date.parse(`${to}T12:00:00Z`);
  return Array.from({ length: count }, (_, index) => new Date(end - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10));
}

/** `timeZone`: the agency's (config.agencyTimeZone), whose days are counted. */
export async function agentSystemFigures(
  db: Db,
  now: Date,
  timeZone: string,
  days = AGENT_SYSTEM_DAYS,
): Promise<AgentSystemFigures> {
  const today = agencyDay(now, timeZone);
  const list = dayList(today, days);
  const from = list[0] ?? today;
  const to = list[list.length - 1] ?? from;
  const since = agencyDayStart(from, timeZone);
  const dayOf = (column: unknown) => zonedDaySql(column, timeZone);
  const messageDay = dayOf(chatMessages.createdAt);

  const [conversations, chatLeads, answers, gapRows] = await Promise.all([
    db
      .select({ day: dayOf(chatConversations.createdAt), n: sql<number>`count(*)::int` })
      .from(chatConversations)
      .where(gte(chatConversations.createdAt, since))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(leads.createdAt), n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.formType, "chat"), eq(leads.isSpam, false), gte(leads.createdAt, since)))
      .groupBy(sql`1`),
    db
      .select({
        day: messageDay,
        answers: sql<number>`count(*)::int`,
        errors: sql<number>`count(${chatMessages.error})::int`,
        firstTokenMs: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${chatMessages.firstTokenMs}) filter (where ${chatMessages.answerSource} = 'model')`,
        latencyMs: sql<
          number | null
        >`percentile_cont(0.5) within group (order by ${chatMessages.latencyMs}) filter (where ${chatMessages.answerSource} = 'model')`,
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.role, "assistant"), gte(chatMessages.createdAt, since)))
      .groupBy(sql`1`),
    // The question is the flagged user message, or the user message just before a flagged answer.
    db
      .select({
        question: sql<string>`case when ${chatMessages.role} = 'user' then ${chatMessages.content} else coalesce((select q.content from ${chatMessages} q where q.conversation_id = ${sql.raw('"chat_messages"."conversation_id"')} and q.role = 'user' and q.id < ${sql.raw('"chat_messages"."id"')} order by q.id desc limit 1), '') end`,
        askedAt: chatMessages.createdAt,
        conversationId: chatMessages.conversationId,
      })
      .from(chatMessages)
      .where(and(eq(chatMessages.noGoodSource, true), isNotNull(chatMessages.content)))
      .orderBy(desc(chatMessages.id))
      .limit(CONTENT_GAPS_SHOWN),
  ]);

  const byDay = <T extends { day: string }>(rows: T[]) => new Map(rows.map((row) => [row.day, row]));
  const conversationsByDay = byDay(conversations);
  const leadsByDay = byDay(chatLeads);
  const answersByDay = byDay(answers);
  const rounded = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Math.round(Number(value));
  const dayRows: AgentDay[] = list.map((day) => {
    const answer = answersByDay.get(day);
    return {
      day,
      conversations: Number(conversationsByDay.get(day)?.n ?? 0),
      leads: Number(leadsByDay.get(day)?.n ?? 0),
      answers: Number(answer?.answers ?? 0),
      errors: Number(answer?.errors ?? 0),
      firstTokenMs: rounded(answer?.firstTokenMs),
      latencyMs: rounded(answer?.latencyMs),
    };
  });
  const sum = (key: "conversations" | "leads" | "answers" | "errors") => dayRows.reduce((total, day) => total + day[key], 0);
  return {
    from,
    to,
    days: dayRows,
    totals: { conversations: sum("conversations"), leads: sum("leads"), answers: sum("answers"), errors: sum("errors") },
    gaps: gapRows
      .filter((row) => row.question.trim() !== "")
      .map((row) => ({
        question: row.question.slice(0, 300),
        askedAt: row.askedAt.toISOString(),
        conversationId: row.conversationId,
      })),
  };
}
