import { data, type RouterContextProvider } from "react-router";
import { firstIssue } from "~/lib/first-issue";
import { selfAuditActionSchema, selfAuditQuerySchema } from "~/lib/seo/self-audit";
import { actorOf, requireStaff } from "../../auth/staff";
import { formObject, readPageForm } from "../../http/parse-request";
import { requestContext } from "../../request-context";
import { servicesContext } from "../../services-context";
import { readSetting } from "../../settings/store";
import { weeklySelfAuditSetting } from "./settings";

/**
 * /sitemap-optimization (thin route, logic here). The loader: the audit
 * shown (the latest, or ?audit=), its progress and findings, the trend of
 * past audits and the weekly switch. The action: start an audit, exclude a
 * finding's page from the sitemap, switch the weekly audit. Every refusal is
 * `{ ok: false, message }` with a 4xx status, and changes nothing.
 */
export interface SelfAuditAnswer {
  ok: boolean;
  message: string;
  intent?: string;
}

/** The page's forms carry a few short fields. */
const MAX_FORM_BYTES = 8 * 1024;

export async function selfAuditLoader(request: Request, context: Readonly<RouterContextProvider>) {
  requireStaff(context);
  const { sitemapOptimization: store, database } = context.get(servicesContext);
  const query = selfAuditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const auditId = query.audit ?? (await store.latestId());
  const audit = auditId ? await store.byId(auditId) : null;
  if (query.audit && !audit) throw data({ message: "That audit does not exist." }, { status: 404 });
  const findings = audit ? await store.findings(audit.id, query) : null;
  const recent = await store.recent(12);
  const weekly = await readSetting(database.db, weeklySelfAuditSetting);
  return { query, audit, findings, recent, weekly, site: store.siteOrigin };
}

export async function selfAuditAction(request: Request, context: Readonly<RouterContextProvider>) {
  const staff = requireStaff(context);
  const { sitemapOptimization: store } = context.get(servicesContext);
  const { clientIp } = context.get(requestContext);
  const answer = (status: number, body: SelfAuditAnswer) =>
    data<SelfAuditAnswer>(body, { status, headers: { "Cache-Control": "no-store" } });

  const parsed = selfAuditActionSchema.safeParse(formObject(await readPageForm(request, MAX_FORM_BYTES)));
  if (!parsed.success) return answer(400, { ok: false, message: firstIssue(parsed.error) });
  const command = parsed.data;
  const actor = actorOf(staff);
  const result = await (() => {
    switch (command.intent) {
      case "start":
        return store.start({ actor, clientIp }, { trigger: "manual", url: command.url, maxPages: command.maxPages });
      case "exclude":
        return store.exclude({ actor, clientIp }, command.findingId, command.url);
      case "schedule":
        return store.schedule({ actor }, command.weekly === "on");
    }
  })();
  return answer(result.ok ? 200 : result.status, { ok: result.ok, message: result.message, intent: command.intent });
}
