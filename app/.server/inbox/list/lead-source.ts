import { sql } from "drizzle-orm";
import { SOURCE_CHANNELS } from "~/lib/leads/source-channel";
import { leads } from "../../db";

/**
 * Where a lead came from, the same way in the list's filter, its column, the
 * CSV and the figures: the UTM source when the landing page carried one, else
 * the referring site's host, else `direct`; then as its channel
 * (app/lib/leads/source-channel.ts), so "linkedin" from a UTM tag and
 * "linkedin.com" from a referrer count together, as do "Google" and "google".
 */
const rawSource = sql`regexp_replace(coalesce(
  nullif(lower(trim(${leads.utmSource})), ''),
  nullif(lower(substring(${leads.referrer} from '^https?://([^/:?#]+)')), ''),
  'direct'), '^(www|m|l|lm|mobile)\\.', '')`;

/**
 * The channel table as literals, not parameters: the figures select this
 * expression and group by it, and PostgreSQL matches the two only when they
 * are the same text (with parameters they would be $1... and $30...). The
 * values are our own constants, quoted.
 */
const literal = (value: string) => `'${value.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => sql.raw(values.map(literal).join(", "));

export const leadSource = sql<string>`(case ${sql.join(
  SOURCE_CHANNELS.map(({ channel, names, domains }) => {
    const suffixes = domains.map((domain) => sql` or ${rawSource} like ${sql.raw(literal(`%.${domain}`))}`);
    const google = channel === "google" ? sql` or ${rawSource} ~ '(^|\\.)google\\.[a-z.]{2,6}$'` : sql``;
    return sql`when ${rawSource} in (${list([...names, ...domains])})${sql.join(suffixes, sql``)}${google} then ${sql.raw(literal(channel))}`;
  }),
  sql` `,
)} else ${rawSource} end)`;
