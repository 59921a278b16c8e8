import { and, asc, count, desc, eq, gte, ilike, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { agencyDayBounds } from "~/lib/agency-day";
import { LEADS_PER_PAGE, type LeadListQuery } from "~/lib/inbox/query";
import { LEAD_PIPELINE_STATUSES } from "~/lib/leads/lead-enums";
import { sourceChannel } from "~/lib/leads/source-channel";
import { bookings, type Db, leadEmails, leads, users } from "../../db";
import { gradeCondition, leadScoreColumns, scoreOrder } from "../../leads";
import { leadSource } from "./lead-source";

/**
 * The inbox list: search, filters, sort and pages, all in the database, so
 * the page stays fast with years of leads. The CSV export filters the same way.
 */
export type LeadFilters = Omit<LeadListQuery, "page" | "sort">;

/** LIKE treats % and _ as wildcards and \ as the escape: a search for "50%" means the text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** `timeZone`: the agency's, whose days `from` and `to` name; `viewerId`: who "mine" (`owner=me`) is. */
export function leadConditions(filters: LeadFilters, timeZone: string, viewerId?: string | null): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(leads.isSpam, filters.folder === "spam")];
  // Issue 25 item 7 (inbox work): the owner filter. "Mine" without a viewer matches nothing rather than everything.
  if (filters.owner === "me") conditions.push(viewerId ? eq(leads.ownerId, viewerId) : sql`false`);
  if (filters.owner === "none") conditions.push(isNull(leads.ownerId));
  if (filters.status) conditions.push(eq(leads.status, filters.status));
  if (filters.formType) conditions.push(eq(leads.formType, filters.formType));
  if (filters.grade) conditions.push(gradeCondition(filters.grade));
  // The filter names a channel too: "linkedin.com" finds the LinkedIn leads whichever way they were tagged.
  if (filters.source) conditions.push(sql`${leadSource} = ${sourceChannel(filters.source) ?? filters.source}`);
  const { start, end } = agencyDayBounds(timeZone, filters.from, filters.to);
  if (start) conditions.push(gte(leads.createdAt, start));
  if (end) conditions.push(lt(leads.createdAt, end));
  // The staff dashboard's links (issue 25 item 5): since/before are instants; email=failed, a failed e-mail row.
  if (filters.since) conditions.push(gte(leads.createdAt, new Date(filters.since)));
  if (filters.before) conditions.push(lt(leads.createdAt, new Date(filters.before)));
  if (filters.email === "failed")
    conditions.push(
      sql`exists (select 1 from ${leadEmails} where ${leadEmails.leadId} = ${leads.id} and ${leadEmails.status} = 'failed')`,
    );
  if (filters.q) {
    const pattern = likePattern(filters.q);
    const matches = [
      ilike(leads.name, pattern),
      ilike(leads.email, pattern),
      ilike(leads.phone, pattern),
      ilike(leads.facility, pattern),
      ilike(leads.message, pattern),
    ];
    // "5550142" finds "(561) 555-0142": phone numbers are compared by their digits too.
    const digits = filters.q.replace(/\D/g, "");
    if (digits.length >= 3)
      matches.push(sql`regexp_replace(coalesce(${leads.phone}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`);
    conditions.push(or(...matches));
  }
  return and(...conditions);
}

const pipelineOrder = sql`case ${leads.status} ${sql.join(
  LEAD_PIPELINE_STATUSES.map((status, index) => sql`when ${status} then ${sql.raw(String(index))}`),
  sql` `,
)} end`;

export function leadOrder(sort: LeadListQuery["sort"]): SQL[] {
  switch (sort) {
    case "oldest":
      return [asc(leads.createdAt), asc(leads.id)];
    case "name":
      return [asc(sql`lower(${leads.name})`), desc(leads.createdAt), asc(leads.id)];
    case "status":
      return [asc(pipelineOrder), desc(leads.createdAt), asc(leads.id)];
    case "score":
      return [...scoreOrder(), asc(leads.id)];
    default:
      return [desc(leads.createdAt), desc(leads.id)];
  }
}

export const leadListColumns = {
  id: leads.id,
  name: leads.name,
  email: leads.email,
  phone: leads.phone,
  facility: leads.facility,
  formType: leads.formType,
  status: leads.status,
  source: leadSource,
  isSpam: leads.isSpam,
  spamReason: leads.spamReason,
  deliveryStatus: leads.deliveryStatus,
  createdAt: leads.createdAt,
  // The list links the page the lead came in on (inbox-live).
  landingPage: leads.landingPage,
  // Issue 25 item 7 (inbox work): the owner column.
  ownerId: leads.ownerId,
  ownerName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${leads.ownerId})`,
};

export interface LeadListPage {
  rows: LeadListRow[];
  total: number;
  page: number;
  pageCount: number;
}
export type LeadListRow = Awaited<ReturnType<typeof selectPage>>[number];

function selectPage(db: Db, query: LeadListQuery, timeZone: string, limit: number, offset: number, viewerId?: string | null) {
  return db
    .select({
      ...leadListColumns,
      ...leadScoreColumns,
      slotStart:
        sql<Date | null>`(select ${bookings.slotStart} from ${bookings} where ${bookings.leadId} = ${leads.id} order by ${bookings.createdAt} desc limit 1)`.mapWith(
          (value) => (value === null ? null : new Date(value)),
        ),
    })
    .from(leads)
    .where(leadConditions(query, timeZone, viewerId))
    .orderBy(...leadOrder(query.sort))
    .limit(limit)
    .offset(offset);
}

/** `timeZone`: the agency's (config.agencyTimeZone), whose days the date filters name; `viewerId`: for `owner=me`. */
export async function listLeads(db: Db, query: LeadListQuery, timeZone: string, viewerId?: string | null): Promise<LeadListPage> {
  const where = leadConditions(query, timeZone, viewerId);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(leads).where(where);
  const pageCount = Math.max(1, Math.ceil(total / LEADS_PER_PAGE));
  const rows = await selectPage(db, query, timeZone, LEADS_PER_PAGE, (query.page - 1) * LEADS_PER_PAGE, viewerId);
  return { rows, total, page: query.page, pageCount };
}

/** Sources seen on genuine leads, most frequent first: the filter's suggestions. */
export async function knownSources(db: Db, limit = 50): Promise<string[]> {
  const rows = await db
    .select({ source: leadSource, n: count() })
    .from(leads)
    .where(eq(leads.isSpam, false))
    .groupBy(leadSource)
    .orderBy(desc(count()), asc(leadSource))
    .limit(limit);
  return rows.map((row) => row.source);
}
