import { type SQL, sql } from "drizzle-orm";
import { isZoneName } from "~/lib/agency-day";

/**
 * `column`'s date in `timeZone`, as YYYY-MM-DD, on PGlite and PostgreSQL alike:
 * the SQL side of app/lib/agency-day.ts, for reports that group by the
 * agency's day.
 *
 * The zone is a literal, not a parameter: a report selects this expression and
 * groups by it, and PostgreSQL matches the two only when their text is the
 * same (as parameters they would be $1 and $2). The name comes from the
 * validated configuration (AGENCY_TIME_ZONE) and is checked again here, so
 * nothing but an IANA name (letters, digits, _ + - /) reaches the SQL text.
 */
export function zonedDaySql(column: unknown, timeZone: string): SQL<string> {
  if (!isZoneName(timeZone)) throw new Error(`not an IANA time zone name: ${JSON.stringify(timeZone)}`);
  return sql<string>`to_char(${column} at time zone ${sql.raw(`'${timeZone}'`)}, 'YYYY-MM-DD')`;
}
