import { asc, type SQL, sql } from "drizzle-orm";
import { FIT_GRADES } from "~/lib/leads/scores";
import { leadScores, leads } from "../../db";

/**
 * The inbox's score column, sort and grade filter (app/.server/inbox/list/list-leads.ts
 * calls these): correlated lookups by the lead's primary key, so the list's
 * count, page and CSV keep selecting from `leads` alone.
 */
export const leadScoreColumns = {
  scoreGrade: sql<string | null>`(select ${leadScores.grade} from ${leadScores} where ${leadScores.leadId} = ${leads.id})`,
  scoreFit: sql<number | null>`(select ${leadScores.fit} from ${leadScores} where ${leadScores.leadId} = ${leads.id})`,
  scoreEngagement: sql<
    number | null
  >`(select ${leadScores.engagement} from ${leadScores} where ${leadScores.leadId} = ${leads.id})`,
};

/** `A1` exactly, or `A` for any engagement. */
export function gradeCondition(grade: string): SQL {
  const pattern = (FIT_GRADES as readonly string[]).includes(grade) ? `${grade}_` : grade;
  return sql`exists (select 1 from ${leadScores} where ${leadScores.leadId} = ${leads.id} and ${leadScores.grade} like ${pattern})`;
}

/** Best first: fit grade, then engagement grade, then the two scores together; unscored leads last. */
export function scoreOrder(): SQL[] {
  return [
    asc(sql`coalesce((select ${leadScores.grade} from ${leadScores} where ${leadScores.leadId} = ${leads.id}), 'Z9')`),
    sql`(select ${leadScores.fit} + ${leadScores.engagement} from ${leadScores} where ${leadScores.leadId} = ${leads.id}) desc nulls last`,
    sql`${leads.createdAt} desc`,
  ];
}
