import { data, type RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { ApiTokenAction } from "~/lib/auth/api-token-options";
import type { auditQuery, metricsRangeQuery } from "~/lib/auth/audit-filters";
import type { UserAction } from "~/lib/auth/staff-admin-forms";
import { explorerRange, metricJson, metricsByDay, readMetrics } from "../../analytics";
import { answer, type PageActionArgs, refuse } from "../../http";
import { type StaffRequest, staffRequest } from "../../services-context";
import { createApiToken } from "../api-tokens/create-token";
import { listApiTokens } from "../api-tokens/list-tokens";
import { revokeApiToken } from "../api-tokens/revoke-token";
import type { AdminContext } from "./admin-context";
import { listPendingInvitations, listStaffUsers } from "./list-users";
import { readAuditLog } from "./read-audit-log";
import { runUserAction } from "./run-user-action";

/**
 * The super-admin console's loaders and actions (/super-admin): the role
 * check first (the guard has decided by path already; this says it again
 * where the data is read), then one server call each. Every route's action
 * also checks the role in pageAction's `guard`, before the body is read.
 */
type Context = Readonly<RouterContextProvider>;

/** The console's forms are small: a name, a role, an id. */
export const CONSOLE_FORM_MAX_BYTES = 16 * 1024;

/** For pageAction's guard: an outsider is refused before their body is read. */
export const superAdminOnly = ({ context }: { context: Context }) => void staffRequest(context, "super_admin");

/** What a super-admin write records beside the change: who, from where, and the key of the audit row's address hash. */
function adminContext({ staff, services, clientIp }: StaffRequest): AdminContext {
  return {
    db: services.database.db,
    actor: staff,
    superAdminEmail: services.config.superAdminEmail,
    clientIp,
    secret: services.secret,
  };
}

/** /super-admin: staff accounts and open invitations. */
export async function usersPage(context: Context) {
  const { staff, services } = staffRequest(context, "super_admin");
  const db = services.database.db;
  const [users, invitations] = await Promise.all([
    listStaffUsers(db, services.config.superAdminEmail),
    listPendingInvitations(db),
  ]);
  return { users, invitations, me: staff.id };
}

/** Invite, change a role, disable or enable, reset 2FA, end sessions, withdraw an invitation. */
export async function userAction(input: UserAction, { context }: PageActionArgs) {
  const request = staffRequest(context, "super_admin");
  const result = await runUserAction(adminContext(request), request.services, input);
  return result.ok ? answer(true, result.message) : refuse(result.status, result.message);
}

/** /super-admin/tokens: every API token, newest first. */
export async function tokensPage(context: Context) {
  const { services } = staffRequest(context, "super_admin");
  return { tokens: await listApiTokens(services.database.db) };
}

/** Create a token (the whole token is in this answer only) or revoke one. */
export async function tokenAction(input: ApiTokenAction, { context }: PageActionArgs) {
  const request = staffRequest(context, "super_admin");
  const { db } = request.services.database;
  const options = { clientIp: request.clientIp, secret: request.services.secret };
  if (input.intent === "create") {
    const created = await createApiToken(db, request.staff, input, options);
    return answer(true, `Token ${created.name} created.`, { created: { name: created.name, token: created.token } });
  }
  const result = await revokeApiToken(db, request.staff, input.tokenId, options);
  return result.ok ? answer(true, "The token is revoked: it no longer works.") : refuse(result.status, result.message);
}

/** /super-admin/audit: the audit log, filtered; a filter that makes no sense is dropped, named, and answered 400. */
export async function auditPage(context: Context, { filters, problems }: z.output<typeof auditQuery>) {
  const { services } = staffRequest(context, "super_admin");
  const page = await readAuditLog(services.database.db, filters);
  return data({ filters, problems, ...page }, { status: problems.length ? 400 : 200 });
}

/** The table shows the newest rows only; the charts count them all. */
const EXPLORER_ROWS = 200;

/** /super-admin/metrics: agent_metrics for a range of the agency's days, a chart per metric type and the latest rows. */
export async function metricsPage(context: Context, query: z.output<typeof metricsRangeQuery>) {
  const { services } = staffRequest(context, "super_admin");
  const db = services.database.db;
  const timeZone = services.config.agencyTimeZone;
  const params = new URLSearchParams();
  if (query.from !== undefined) params.set("from", query.from);
  if (query.to !== undefined) params.set("to", query.to);
  const { range, fromDay, toDay, problem } = explorerRange(params, new Date(), timeZone);
  const [daily, latest] = await Promise.all([metricsByDay(db, range, timeZone), readMetrics(db, range, EXPLORER_ROWS)]);
  return data(
    { fromDay, toDay, problem: problem ?? null, daily, rows: latest.rows.map(metricJson), truncated: latest.truncated },
    { status: problem ? 400 : 200 },
  );
}
