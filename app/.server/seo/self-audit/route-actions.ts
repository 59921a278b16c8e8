import type { SelfAuditAction, SelfAuditQuery } from "~/lib/seo/self-audit";
import { pageRefusal } from "../../http";
import type { StaffRequest } from "../../services-context";
import { readSetting } from "../../settings";
import { outcomeAnswer } from "../outcome";
import { weeklySelfAuditSetting } from "./settings";

/**
 * /sitemap-optimization (thin route, logic here). The loader: the audit
 * shown (the latest, or ?audit=), its progress and findings, the trend of
 * past audits and the weekly switch. The action: start an audit, exclude a
 * finding's page from the sitemap, switch the weekly audit. Every refusal is
 * `{ ok: false, message }` with a 4xx status, and changes nothing.
 */
export async function selfAuditLoader({ services }: StaffRequest, query: SelfAuditQuery) {
  const { sitemapOptimization: store, database } = services;
  const auditId = query.audit ?? (await store.latestId());
  const audit = auditId ? await store.byId(auditId) : null;
  if (query.audit && !audit) throw pageRefusal(404, "That audit does not exist.");
  const findings = audit ? await store.findings(audit.id, query) : null;
  const recent = await store.recent(12);
  const weekly = await readSetting(database.db, weeklySelfAuditSetting);
  return { query, audit, findings, recent, weekly, site: store.siteOrigin };
}

/** Starts an audit, excludes a finding's page from the sitemap, or switches the weekly audit. */
export async function selfAuditAction({ services, actor, clientIp }: StaffRequest, command: SelfAuditAction) {
  const store = services.sitemapOptimization;
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
  return outcomeAnswer(result);
}
