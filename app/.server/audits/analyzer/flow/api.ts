import { ANALYZER_TEXT } from "~/lib/audits/analyzer";
import { hasRole } from "../../../auth";
import type { Config } from "../../../config";
import type { DatabaseHandle } from "../../../db";
import { type BodyOptions, eventStream, jsonAnswer, pause, readJsonObject, refusal } from "../../../http";
import type { JobSystem } from "../../../jobs";
import { type LeadDeps, rescoreLead, submitLead } from "../../../leads";
import type { Logger } from "../../../log";
import type { RequestInfo } from "../../../request-context";
import type { ReportAgency } from "../report";
import { type CreateAnalysisDeps, createAnalysis, reportUrlOf } from "./create-analysis";
import { enqueueAnalysis } from "./jobs";
import type { Resolve } from "./public-address";
import { type AnalysisReport, type AnalysisRow, analysisState, findAnalysis, readReport } from "./read-analysis";

/**
 * The HTTP side of /api/analyses for the thin route modules: parse, call one
 * function, answer. Bad input is a 4xx with a message and starts nothing; an
 * unknown or malformed id is a 404 in JSON; an unexpected failure is logged
 * and answered with a short message, never a stack trace.
 */
export interface AnalyzerServices {
  config: Config;
  database: Pick<DatabaseHandle, "db">;
  jobs: Pick<JobSystem, "send">;
  secret: string;
  log: Logger;
  leads: LeadDeps;
}

const notFound = () => refusal(404, ANALYZER_TEXT.notFound);

/** The request to analyze a site: a URL and an optional contact, well under 64 KB. */
const ANALYSIS_BODY: BodyOptions = {
  maxBytes: 64 * 1024,
  messages: {
    unsupportedType: "Send the analysis as JSON (Content-Type: application/json).",
    tooLarge: "The request is too large.",
  },
};

export function createDeps(services: AnalyzerServices, info: RequestInfo | undefined, resolve?: Resolve): CreateAnalysisDeps {
  const log = info?.log ?? services.log;
  return {
    resolve,
    db: services.database.db,
    log,
    secret: services.secret,
    config: services.config,
    enqueue: (tx, id) => enqueueAnalysis(services.jobs, tx, id),
    submitLead: (raw) =>
      submitLead(services.leads, "analyzer", raw, {
        ip: info?.clientIp ?? "unknown",
        userAgent: null,
        tokenRequired: false,
        log,
      }),
    scoreLead: (leadId) => rescoreLead({ db: services.database.db, timeZone: services.config.agencyTimeZone, log }, leadId),
  };
}

export function requesterOf(info: RequestInfo | undefined) {
  const staff = info?.staff ?? null;
  return { ip: info?.clientIp ?? "unknown", staffId: staff && hasRole(staff, "admin") ? staff.id : null };
}

export async function answerCreate(
  request: Request,
  services: AnalyzerServices,
  info: RequestInfo | undefined,
  /** Tests resolve names from a table instead of DNS. */
  resolve?: Resolve,
): Promise<Response> {
  // What cannot be read is thrown in the envelope (415, 413, 400) and answered by apiRoute.
  const body = await readJsonObject(request, ANALYSIS_BODY);
  try {
    const result = await createAnalysis(createDeps(services, info, resolve), body, requesterOf(info));
    switch (result.status) {
      case "created":
        return jsonAnswer({ id: result.id, ...(result.leadWarning ? { warning: result.leadWarning } : {}) }, 202, {
          Location: `/api/analyses/${result.id}`,
        });
      case "rate_limited":
        return refusal(429, result.message, { fields: {}, headers: { "Retry-After": String(result.retryAfterSeconds) } });
      default:
        return refusal(400, result.message, { fields: result.fields });
    }
  } catch (error) {
    (info?.log ?? services.log).error({ err: error }, "creating an analysis failed");
    return refusal(500, ANALYZER_TEXT.unexpected, { fields: {} });
  }
}

/** GET /api/analyses/{id}: the progress, and once complete the scores, findings, client data, history and changes. */
export async function answerRead(id: string | undefined, services: AnalyzerServices): Promise<Response> {
  const row = await findAnalysis(services.database.db, id ?? "");
  if (!row) return notFound();
  const state = await analysisState(services.database.db, row);
  if (row.status !== "complete") return jsonAnswer(state, 200);
  return jsonAnswer({ ...state, ...resultsOf(await readReport(services.database.db, row)) }, 200);
}

export function resultsOf(report: AnalysisReport) {
  const { analysis } = report;
  return {
    summary: analysis.summary,
    summarySource: analysis.summarySource,
    measurements: analysis.measurements,
    findings: report.findings.map(({ analysisId: _a, ...finding }) => finding),
    clientData: report.clientData,
    schedule: report.schedule,
    history: report.history,
    changes: report.changes,
  };
}

/**
 * GET /api/analyses/{id}/events: server-sent events read from the analysis
 * row, so they work on any instance. A `state` event whenever the row
 * changes and at least every `heartbeatMs` while the run goes on (the same
 * state: the page knows the server is alive); it ends after the run ends.
 */
export async function answerEvents(
  id: string | undefined,
  request: Request,
  services: AnalyzerServices,
  options: { pollMs?: number; heartbeatMs?: number; maxMs?: number } = {},
): Promise<Response> {
  const db = services.database.db;
  const first = await findAnalysis(db, id ?? "");
  if (!first) return notFound();
  const pollMs = options.pollMs ?? 250;
  // Well under the 2 s a visitor should wait between events, with room for a busy event loop.
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const maxMs = options.maxMs ?? 10 * 60_000;
  return eventStream(
    request,
    async (sink) => {
      const started = Date.now();
      let row: AnalysisRow | null = first;
      let last = "";
      let lastSent = 0;
      while (!sink.signal.aborted && row) {
        const state = await analysisState(db, row);
        const key = JSON.stringify(state);
        const now = Date.now();
        // The same state again at least every heartbeat: the page knows the server is alive.
        if (key !== last || now - lastSent >= heartbeatMs) {
          sink.send("state", state);
          last = key;
          lastSent = now;
        }
        if (state.status === "complete" || state.status === "failed" || now - started > maxMs) break;
        await pause(pollMs, sink.signal);
        row = await findAnalysis(db, first.id);
      }
    },
    {
      // The browser reconnects after a dropped stream; one retry second is plenty.
      retryMs: 1000,
      // State events already go out every heartbeat; no comment lines needed besides.
      keepAliveMs: 60_000,
      onError: (error) => services.log.warn({ err: error, analysisId: first.id }, "analysis events stopped"),
    },
  );
}

/** What a report prints besides the analysis: its shareable address, the agency's time zone and the agency. */
export interface ReportContext {
  resultsUrl: string;
  /** The agency's (config.agencyTimeZone), in which a report prints dates for people. */
  timeZone: string;
  agency: ReportAgency;
}

export interface ReportRenderers {
  pdf(report: AnalysisReport, context: ReportContext): Promise<Buffer>;
  csv(report: AnalysisReport, context: ReportContext): string;
  json(report: AnalysisReport, context: ReportContext): unknown;
}

/** GET /api/analyses/{id}/report.{pdf,csv,json}: only a completed analysis has a report (409 until then). */
export async function answerReport(
  id: string | undefined,
  kind: "pdf" | "csv" | "json",
  services: AnalyzerServices,
  renderers: ReportRenderers,
): Promise<Response> {
  const db = services.database.db;
  const row = await findAnalysis(db, id ?? "");
  if (!row) return notFound();
  if (row.status !== "complete") {
    // The envelope, with the analysis's status for the page that waits for it.
    return jsonAnswer(
      { error: { code: "CONFLICT", message: "The report is ready when the analysis is complete.", status: row.status } },
      409,
    );
  }
  const report = await readReport(db, row);
  const { config } = services;
  const context: ReportContext = {
    resultsUrl: reportUrlOf(config.publicUrl, row.id),
    timeZone: config.agencyTimeZone,
    // The consultation the report offers is booked on this site (spec: /schedule-session).
    agency: { ...config.agency, bookingUrl: new URL("/schedule-session", config.publicUrl).href },
  };
  const name = `website-analysis-${filenameOf(row.url)}-${row.createdAt.toISOString().slice(0, 10)}`;
  const headers = (type: string) => ({
    "Content-Type": type,
    "Content-Disposition": `attachment; filename="${name}.${kind}"`,
    "Cache-Control": "private, no-store",
    "X-Content-Type-Options": "nosniff",
  });
  if (kind === "pdf")
    return new Response(new Uint8Array(await renderers.pdf(report, context)), {
      headers: headers("application/pdf"),
    });
  if (kind === "csv") return new Response(renderers.csv(report, context), { headers: headers("text/csv; charset=utf-8") });
  return new Response(JSON.stringify(renderers.json(report, context), null, 2), {
    headers: headers("application/json; charset=utf-8"),
  });
}

function filenameOf(url: string) {
  return new URL(url).host.replace(/[^a-z0-9.-]/gi, "-").slice(0, 80);
}
