import type { ReportBranding } from "~/lib/clients/client-dashboard";
import { reportBrandingSetting } from "~/lib/clients/client-dashboard";
import { readReport, renderReportPdf, type Scores } from "../audits";
import type { Staff } from "../auth";
import type { Config } from "../config";
import { getMedia, type MediaStorage, usableImages } from "../content";
import type { Db } from "../db";
import { AppError } from "../http";
import type { Logger } from "../log";
import { readSetting, writeSetting } from "../settings";
import { findClientAnalysis } from "./read";

/**
 * The client's white-labelled PDF (issue 25 item 6): the analyzer's report
 * (analyzer/report/pdf.ts) with the name and logo of the "client reports"
 * setting instead of the site's own mark, address and booking offer. The
 * logo is an image of the media library, drawn from its stored file (an SVG
 * rasterised by sharp, as the image pipeline does).
 */
export interface ClientReportDeps {
  db: Db;
  storage: MediaStorage;
  config: Pick<Config, "agency" | "agencyTimeZone" | "publicUrl">;
  log: Logger;
}

export async function readBranding(db: Db): Promise<ReportBranding> {
  return readSetting(db, reportBrandingSetting);
}

/** Saves the branding; only a super admin may (writeSetting refuses others), and the logo must be a usable image. */
export async function writeBranding(
  db: Db,
  actor: Pick<Staff, "id" | "email" | "role">,
  input: { agencyName: string; logoMediaId: string },
): Promise<ReportBranding> {
  if (actor.role !== "super_admin") throw new AppError("FORBIDDEN", "Only a super admin can change the report branding.");
  const logoMediaId = input.logoMediaId ? input.logoMediaId.toLowerCase() : null;
  if (logoMediaId && !(await usableImages({ db })).some((image) => image.id === logoMediaId))
    throw new AppError("BAD_REQUEST", "Choose an image from the media library (it needs alt text).");
  return writeSetting(db, actor, reportBrandingSetting, { agencyName: input.agencyName, logoMediaId });
}

/** The logo as a PNG at most 96 px high, or null (none set, the file gone, or it cannot be read). */
async function logoPng(deps: ClientReportDeps, mediaId: string | null): Promise<Buffer | null> {
  if (!mediaId) return null;
  try {
    const item = await getMedia(deps, mediaId);
    if (!item) return null;
    const bytes = await deps.storage.get(item.src.slice("/media/".length));
    if (!bytes) return null;
    const { default: sharp } = await import("sharp");
    return await sharp(bytes, { limitInputPixels: 40_000_000 }).resize({ height: 96, withoutEnlargement: true }).png().toBuffer();
  } catch (error) {
    // A report without the logo beats no report.
    deps.log.warn({ err: error, mediaId }, "client report: the logo could not be drawn");
    return null;
  }
}

/** The PDF of one of the client's completed analyses, or null when it is not theirs (or not complete): the route's 404. */
export async function clientReportPdf(
  deps: ClientReportDeps,
  userId: string,
  analysisId: string,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const row = await findClientAnalysis(deps.db, userId, analysisId);
  if (!row) return null;
  const report = await readReport(deps.db, row);
  const branding = await readBranding(deps.db);
  const name = branding.agencyName ?? deps.config.agency.name;
  const pdf = await renderReportPdf({
    url: row.url,
    analyzedAt: row.finishedAt ?? row.createdAt,
    timeZone: deps.config.agencyTimeZone,
    scores: row.scores as Scores,
    measurements: row.measurements,
    findings: report.findings.map(({ id: _id, analysisId: _analysisId, ...finding }) => finding),
    summary: row.summary,
    summarySource: row.summarySource === "ai" || row.summarySource === "findings" ? row.summarySource : null,
    clientData: report.clientData,
    resultsUrl: null,
    agency: { ...deps.config.agency, bookingUrl: new URL("/schedule-session", deps.config.publicUrl).href },
    whiteLabel: { name, logoPng: await logoPng(deps, branding.logoMediaId) },
  });
  const host = new URL(row.url).host.replace(/[^a-z0-9.-]/gi, "-").slice(0, 80);
  return { pdf, filename: `website-report-${host}-${(row.finishedAt ?? row.createdAt).toISOString().slice(0, 10)}.pdf` };
}
