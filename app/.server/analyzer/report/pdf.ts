import { timeZoneName } from "~/lib/session-slots";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { CATEGORY_LABELS, CATEGORY_MEANINGS, CHECK_TABLES, prioritizeRecommendations } from "../audits";
import type { Finding } from "../audits/types";
import type { AnalysisReport } from "./types";

/**
 * The printable report: US Letter, black text on white, pass/fail written as words (it must read in
 * greyscale), headings kept with their text, page numbers in the footer. Fonts are PDFKit's standard
 * Helvetica family, which use WinAnsi encoding: text is mapped into it (pdfText) so nothing prints as junk.
 */
const MARGIN = 54;
const INK = "#111111";
const MUTED = "#555555";
const RULE = "#BBBBBB";
const MAX_URLS = 6;

const LEVEL = ["", "low", "medium", "high"];

/** WinAnsi's characters beyond Latin-1 that our texts use (dashes, curly quotes, bullet, ellipsis, euro). */
const WIN_ANSI_EXTRA = new Set([0x2013, 0x2014, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2026, 0x20ac]);
const inWinAnsi = (code: number) =>
  code === 9 ||
  code === 10 ||
  code === 13 ||
  (code >= 0x20 && code <= 0x7e) ||
  (code >= 0xa0 && code <= 0xff) ||
  WIN_ANSI_EXTRA.has(code);

/** Characters outside WinAnsi become readable ASCII, or "?" when there is none. */
export function pdfText(text: string): string {
  const mapped = text
    .replace(/≥/g, ">=")
    .replace(/≤/g, "<=")
    .replace(/→/g, "->")
    .replace(/[\u2009\u202f]/g, " ");
  return Array.from(mapped, (ch) => (inWinAnsi(ch.codePointAt(0)!) ? ch : "?")).join("");
}

/** "November 22, 2026 at 7:00 AM Eastern Standard Time": in the agency's zone (AGENCY_TIME_ZONE), named. */
function formatDate(value: Date | string, timeZone: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? String(value)
    : `${date.toLocaleString("en-US", { dateStyle: "long", timeStyle: "short", timeZone })} ${timeZoneName(timeZone, date)}`;
}

export async function renderReportPdf(report: AnalysisReport): Promise<Buffer> {
  // Loaded here, not at start: pdfkit holds about 17 MB that only a report download needs.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: { Title: pdfText(`Website analysis: ${report.url}`), Subject: "Website analysis report", Author: "Website Analyzer" },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  /** Start a new page unless `space` points fit: keeps a heading with the lines under it. */
  const keep = (space: number) => {
    if (doc.y + space > bottom()) doc.addPage();
  };
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => doc.text(pdfText(value), { width, ...options });
  const heading = (value: string, size = 15) => {
    keep(size * 4);
    doc.moveDown(0.8).font("Helvetica-Bold").fontSize(size).fillColor(INK);
    text(value);
    doc.moveDown(0.3).font("Helvetica").fontSize(10);
  };
  const rule = () => {
    doc
      .moveDown(0.4)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .moveTo(MARGIN, doc.y)
      .lineTo(MARGIN + width, doc.y)
      .stroke()
      .moveDown(0.4);
  };

  // Title block
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK);
  text("Website Analysis Report");
  doc.moveDown(0.3).font("Helvetica").fontSize(12);
  text(`Site: ${report.url}`);
  doc.fontSize(10).fillColor(MUTED);
  text(`Analyzed: ${formatDate(report.analyzedAt, report.timeZone)}`);
  if (report.resultsUrl) text(`Results online: ${report.resultsUrl}`);
  doc.fillColor(INK);
  rule();

  // Scores
  doc.font("Helvetica-Bold").fontSize(16);
  text(`Overall score: ${report.scores.overall}/100`);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  text(CATEGORY_MEANINGS.overall);
  doc.fillColor(INK).moveDown(0.5);
  for (const category of ANALYSIS_CATEGORIES) {
    keep(40);
    doc.font("Helvetica-Bold").fontSize(11);
    text(`${CATEGORY_LABELS[category]}: ${report.scores[category]}/100`);
    drawBar(doc, report.scores[category], width);
    doc.font("Helvetica").fontSize(9).fillColor(MUTED);
    text(CATEGORY_MEANINGS[category]);
    doc.fillColor(INK).moveDown(0.4);
  }

  // Page speed
  const m = report.measurements;
  heading("Page speed", 13);
  if (m.lab === "measured") {
    const s = (v: number | null | undefined) => (typeof v === "number" ? `${v.toFixed(1)} s` : "not measured");
    text(
      `Largest contentful paint of the home page (Lighthouse lab run in Chromium): mobile ${s(m.pageSpeedMobileSeconds)}, desktop ${s(m.pageSpeedDesktopSeconds)}. Good is 2.5 s or less.`,
    );
  } else {
    text(m.labSkippedReason ?? "Lab measurements were skipped.");
  }
  if (m.http?.medianResponseMs !== null && m.http?.medianResponseMs !== undefined)
    text(
      `Server response (from the crawl): median ${m.http.medianResponseMs} ms, 90th percentile ${m.http.p90ResponseMs} ms over ${m.http.pagesMeasured} pages.`,
    );
  if (m.axe?.skippedReason) text(m.axe.skippedReason);

  // Summary
  if (report.summary) {
    heading("Summary", 13);
    text(report.summary, { lineGap: 1.5 });
    if (report.summarySource === "ai") {
      doc.fontSize(8).fillColor(MUTED);
      text("Written by an AI model from the findings below only.");
      doc.fontSize(10).fillColor(INK);
    }
  }

  // Recommendations, by impact then effort
  const recommendations = prioritizeRecommendations(report.findings);
  heading("Prioritized recommendations");
  if (recommendations.length === 0) text("Every check passed: no recommendations.");
  recommendations.forEach((finding, index) => {
    keep(60);
    doc.font("Helvetica-Bold").fontSize(10.5);
    text(`${index + 1}. ${finding.title}`);
    doc.font("Helvetica").fontSize(9).fillColor(MUTED);
    text(
      `${CATEGORY_LABELS[finding.category]} · impact ${LEVEL[finding.impact]} · effort ${LEVEL[finding.effort]} · weight ${finding.weight}`.replace(
        /·/g,
        "-",
      ),
    );
    doc.fillColor(INK).fontSize(9.5);
    text(finding.details.length > 320 ? `${finding.details.slice(0, 319)}…` : finding.details);
    doc.fontSize(10);
    if (finding.advice) text(`What to do: ${finding.advice}`);
    doc.moveDown(0.4);
  });

  // Every check, failed first, with the pages behind it
  for (const category of ANALYSIS_CATEGORIES) {
    const findings = report.findings.filter((f) => f.category === category);
    if (findings.length === 0) continue;
    heading(`${CATEGORY_LABELS[category]}: ${report.scores[category]}/100`);
    const ordered = [
      ...findings.filter((f) => !f.passed && f.weight > 0),
      ...findings.filter((f) => f.weight === 0),
      ...findings.filter((f) => f.passed),
    ];
    for (const finding of ordered) writeFinding(doc, finding, text, keep);
  }

  // How the scores are computed
  heading("How the scores are computed");
  text(
    "Each category score is the weighted share of its checks that pass. A check that looks at every page earns its weight in proportion to the pages that pass. Checks that could not run (no lab measurements, no such pages) count neither way. The overall score weighs SEO 25%, Performance 20%, Accessibility 15%, Content Quality 20% and Trust & Compliance 20%.",
  );
  for (const category of ANALYSIS_CATEGORIES) {
    keep(50);
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(10);
    text(CATEGORY_LABELS[category]);
    doc.font("Helvetica").fontSize(8.5);
    for (const row of CHECK_TABLES[category]) {
      keep(24);
      text(`${row.weight} pts  ${row.title}: ${row.checks}`);
    }
    doc.fontSize(10);
  }

  // Footer on every page: site and page number (written after layout, so the total is known)
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 4;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    // Writing inside the bottom margin must not trigger a page break.
    doc.page.margins.bottom = 0;
    doc.text(pdfText(`${report.url}   ·   Page ${i + 1} of ${range.count}`).replace(/·/g, "-"), MARGIN, y, {
      width,
      align: "center",
      lineBreak: false,
    });
  }
  doc.end();
  return done;
}

function drawBar(doc: PDFKit.PDFDocument, score: number, width: number) {
  const y = doc.y + 2;
  const barWidth = Math.min(width, 300);
  doc.lineWidth(0.75).strokeColor(INK).rect(MARGIN, y, barWidth, 7).stroke();
  doc
    .fillColor("#444444")
    .rect(MARGIN, y, (barWidth * Math.max(0, Math.min(100, score))) / 100, 7)
    .fill();
  doc.fillColor(INK);
  doc.y = y + 11;
  doc.x = MARGIN;
}

function writeFinding(
  doc: PDFKit.PDFDocument,
  finding: Finding,
  text: (value: string, options?: PDFKit.Mixins.TextOptions) => PDFKit.PDFDocument,
  keep: (space: number) => void,
) {
  keep(48);
  const verdict = finding.weight === 0 ? "NOTE" : finding.passed ? "PASS" : "FAIL";
  doc.font("Helvetica-Bold").fontSize(10).fillColor(INK);
  text(`${verdict}  ${finding.title}${finding.weight ? ` (weight ${finding.weight})` : ""}`);
  doc.font("Helvetica").fontSize(9.5);
  text(finding.details, { indent: 0 });
  if (!finding.passed && finding.advice && finding.weight > 0) {
    doc.font("Helvetica-Oblique");
    text(`What to do: ${finding.advice}`);
    doc.font("Helvetica");
  }
  if (finding.urls.length) {
    doc.fontSize(8.5).fillColor("#333333");
    const shown = finding.urls.slice(0, MAX_URLS);
    text(
      `Pages: ${shown.join(", ")}${finding.urls.length > shown.length ? `, and ${finding.urls.length - shown.length} more` : ""}`,
    );
    doc.fillColor(INK);
  }
  doc.moveDown(0.5);
}
