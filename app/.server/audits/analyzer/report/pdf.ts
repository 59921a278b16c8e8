import { verdictOf } from "~/lib/audits/analysis-finding";
import { REPORT_TEXT } from "~/lib/audits/analyzer";
import { BRAND_COLOR, LOGO_MARK } from "~/lib/brand";
import { timeZoneName } from "~/lib/leads/session-slots";
import { ANALYSIS_CATEGORIES } from "~/lib/tool-enums";
import { CATEGORY_LABELS, CATEGORY_MEANINGS, CHECK_TABLES, FAILED_CHECK_MAX_CREDIT, prioritizeRecommendations } from "../audits";
import type { Finding } from "../audits/types";
import { overallValue, scoreLine } from "./score-lines";
import type { AnalysisReport, ReportAgency } from "./types";

/**
 * The printable report a prospect forwards: US Letter, the agency's mark, name and colour at the top,
 * the three fixes worth most and a call to book a consultation on the first page and again at the end,
 * black text on white with pass/fail written as words (it must read in greyscale). Every heading is
 * kept with the first block under it (measured, not guessed: a heading alone at the foot of a page
 * was a finding of issue 21), and a finding short enough is never split. Page numbers and the agency's
 * name in the footer. Fonts are PDFKit's standard Helvetica family, which use WinAnsi encoding: text is
 * mapped into it (pdfText) so nothing prints as junk.
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

/** The document being written, with the helpers every section uses. */
interface Pen {
  doc: PDFKit.PDFDocument;
  width: number;
  bottom(): number;
  /** Start a new page unless `space` points fit. */
  keep(space: number): void;
  text(value: string, options?: PDFKit.Mixins.TextOptions): void;
  /** The height `lines` will take, each in its font and size, with the gap after each. */
  heightOf(lines: Line[]): number;
  /** A heading, on the page where `next` (the first block under it) fits too. */
  heading(value: string, size?: number, next?: Line[]): void;
  rule(): void;
}

export async function renderReportPdf(report: AnalysisReport): Promise<Buffer> {
  // Loaded here, not at start: pdfkit holds about 17 MB that only a report download needs.
  const { default: PDFDocument } = await import("pdfkit");
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, bottom: MARGIN + 18, left: MARGIN, right: MARGIN },
    bufferPages: true,
    info: {
      Title: pdfText(`Website analysis: ${report.url}`),
      Subject: "Website analysis report",
      Author: pdfText(report.whiteLabel?.name ?? report.agency.name),
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const pen = penFor(doc);
  const recommendations = prioritizeRecommendations(report.findings);
  writeTitleBlock(pen, report);
  writeScores(pen, report);
  writeTopFixes(pen, recommendations);
  if (!report.whiteLabel) callToAction(doc, report.agency, pen.width, pen.keep);
  writePageSpeed(pen, report);
  writeSummary(pen, report);
  writeRecommendations(pen, recommendations);
  for (const category of ANALYSIS_CATEGORIES) writeCategoryChecks(pen, report, category);
  writeMethod(pen);
  if (!report.whiteLabel) callToAction(doc, report.agency, pen.width, pen.keep);
  writeFooters(pen, report);
  doc.end();
  return done;
}

function penFor(doc: PDFKit.PDFDocument): Pen {
  const width = doc.page.width - MARGIN * 2;
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const keep = (space: number) => {
    if (doc.y + space > bottom()) doc.addPage();
  };
  const text = (value: string, options: PDFKit.Mixins.TextOptions = {}) => {
    doc.text(pdfText(value), { width, ...options });
  };
  const heightOf = (lines: Line[]) => measure(doc, lines, width);
  const heading = (value: string, size = 15, next: Line[] = []) => {
    const own: Line = { font: "Helvetica-Bold", size, text: value, gapBefore: 0.8, gapAfter: 0.3 };
    keep(Math.min(heightOf([own, ...next]), bottom() - doc.page.margins.top));
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
  return { doc, width, bottom, keep, text, heightOf, heading, rule };
}

/** The brand at the top (the white label's, or the agency's mark and name), then the title, the site and the date. */
function writeTitleBlock({ doc, width, text, rule }: Pen, report: AnalysisReport) {
  const { agency, whiteLabel } = report;
  if (whiteLabel) {
    // The white label: the configured logo (if any) and name, nothing of the site's own brand.
    const top = doc.y;
    let indent = 0;
    if (whiteLabel.logoPng) {
      doc.image(whiteLabel.logoPng, MARGIN, top, { fit: [96, 32] });
      indent = 106;
    }
    doc.font("Helvetica-Bold").fontSize(14).fillColor(INK);
    doc.text(pdfText(whiteLabel.name), MARGIN + indent, top + 8, { width: width - indent });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + 32);
  } else {
    drawMark(doc, MARGIN, doc.y, 26);
    doc.font("Helvetica-Bold").fontSize(14).fillColor(BRAND_COLOR);
    doc.text(pdfText(agency.name), MARGIN + 36, doc.y + 6, { width: width - 36 });
    doc.font("Helvetica").fontSize(9).fillColor(MUTED);
    doc.text(pdfText(agency.website), MARGIN + 36, doc.y, { width: width - 36 });
    doc.x = MARGIN;
  }
  doc.moveDown(1.2);
  doc.font("Helvetica-Bold").fontSize(22).fillColor(INK);
  text(REPORT_TEXT.title);
  doc.moveDown(0.3).font("Helvetica").fontSize(12);
  text(`Site: ${report.url}`);
  doc.fontSize(10).fillColor(MUTED);
  text(`Analyzed: ${formatDate(report.analyzedAt, report.timeZone)}`);
  if (report.resultsUrl && !whiteLabel) text(`Results online: ${report.resultsUrl}`);
  doc.fillColor(INK);
  rule();
}

function writeScores({ doc, width, keep, text }: Pen, report: AnalysisReport) {
  doc.font("Helvetica-Bold").fontSize(16);
  text(`Overall score: ${overallValue(report)}`);
  doc.font("Helvetica").fontSize(9).fillColor(MUTED);
  text(CATEGORY_MEANINGS.overall);
  doc.fillColor(INK).moveDown(0.5);
  for (const category of ANALYSIS_CATEGORIES) {
    keep(40);
    doc.font("Helvetica-Bold").fontSize(11);
    const line = scoreLine(report, category);
    // Not measured: no bar (an empty bar would read as zero), the reason and the remedy instead.
    text(`${CATEGORY_LABELS[category]}: ${line.value}${line.note && line.score !== null ? ` (${line.note})` : ""}`);
    if (line.score !== null) drawBar(doc, line.score, width);
    doc.font("Helvetica").fontSize(9).fillColor(MUTED);
    // The first reason only: page 1 keeps the fixes and the call to action; every reason and remedy is below.
    if (line.score === null && line.reason) text(`Not measured: ${line.reason}`);
    text(CATEGORY_MEANINGS[category]);
    doc.fillColor(INK).moveDown(0.4);
  }
}

/** The three fixes worth most (the call to book follows on the first page). */
function writeTopFixes({ doc, keep, text, heightOf, heading }: Pen, recommendations: Finding[]) {
  const topFixes = recommendations.slice(0, 3).map(
    (finding, index): Line => ({
      font: "Helvetica",
      size: 10,
      text: `${index + 1}. ${finding.title} (${CATEGORY_LABELS[finding.category]}): ${finding.advice ?? finding.details}`,
      gapAfter: 0.3,
    }),
  );
  heading(REPORT_TEXT.topFixes, 13, topFixes.slice(0, 1));
  if (topFixes.length === 0) text(REPORT_TEXT.noFixes);
  for (const line of topFixes) {
    keep(heightOf([line]));
    doc.font(line.font).fontSize(line.size);
    text(line.text);
    doc.moveDown(0.3);
  }
}

function writePageSpeed(pen: Pen, report: AnalysisReport) {
  const { doc, keep, text, heightOf, heading } = pen;
  const m = report.measurements;
  heading("Page speed", 13, [
    { font: "Helvetica", size: 10, text: "Largest contentful paint of the home page, mobile and desktop." },
  ]);
  if (m.lab === "measured") {
    const s = (v: number | null | undefined) => (typeof v === "number" ? `${v.toFixed(1)} s` : "not measured");
    text(
      `Largest contentful paint of the home page (Lighthouse lab run in Chromium): mobile ${s(m.pageSpeedMobileSeconds)}, desktop ${s(m.pageSpeedDesktopSeconds)}. Good is 2.5 s or less.`,
    );
  } else {
    // The reason as the performance checks give it (lab/not-measured.ts), not the lab's internal message.
    const perf = report.findings.find((f) => f.category === "performance" && f.measured === false);
    text(
      perf
        ? `Page speed ${perf.details.replace(/^Not measured/, "was not measured")}`
        : (m.labSkippedReason ?? "Lab measurements were skipped."),
    );
  }
  if (m.http?.medianResponseMs !== null && m.http?.medianResponseMs !== undefined)
    text(
      `Server response (from the crawl): median ${m.http.medianResponseMs} ms, 90th percentile ${m.http.p90ResponseMs} ms over ${m.http.pagesMeasured} pages.`,
    );
  if (m.axe?.skippedReason) text(m.axe.skippedReason);
  const labPages = (m.labPages ?? []).map((page): Line => ({ font: "Helvetica", size: 9, text: `${page.url}: ${page.reason}` }));
  if (labPages.length) {
    doc.moveDown(0.4);
    keep(heightOf([{ font: "Helvetica-Bold", size: 10, text: REPORT_TEXT.labPages }, labPages[0]!]));
    doc.font("Helvetica-Bold").fontSize(10);
    text(REPORT_TEXT.labPages);
    doc.font("Helvetica").fontSize(9);
    for (const line of labPages) text(line.text);
    doc.fontSize(10);
  }
  writeOpportunities(pen, m.lighthouse ?? []);
}

/** Lighthouse's opportunities, per page and form factor. */
function writeOpportunities({ doc, keep, text, heightOf }: Pen, runs: NonNullable<AnalysisReport["measurements"]["lighthouse"]>) {
  const withOpportunities = runs.filter((run) => (run.opportunities ?? []).length > 0);
  if (!withOpportunities.length) return;
  doc.moveDown(0.4);
  const first = withOpportunities[0]!;
  keep(
    heightOf([
      { font: "Helvetica-Bold", size: 10, text: REPORT_TEXT.opportunities },
      { font: "Helvetica", size: 9, text: first.url },
    ]) + 24,
  );
  doc.font("Helvetica-Bold").fontSize(10);
  text(REPORT_TEXT.opportunities);
  for (const run of withOpportunities) {
    keep(36);
    doc.font("Helvetica-Bold").fontSize(9);
    text(`${run.url} (${run.formFactor}, score ${run.performanceScore ?? "not measured"})`);
    doc.font("Helvetica").fontSize(9);
    for (const o of run.opportunities ?? []) text(`- ${o.title}${o.displayValue ? `: ${o.displayValue}` : ""}`, { indent: 8 });
  }
  doc.fontSize(10);
}

function writeSummary({ doc, text, heading }: Pen, report: AnalysisReport) {
  if (!report.summary) return;
  heading("Summary", 13, [{ font: "Helvetica", size: 10, text: report.summary.slice(0, 300) }]);
  text(report.summary, { lineGap: 1.5 });
  if (report.summarySource === "ai") {
    doc.fontSize(8).fillColor(MUTED);
    text("Written by an AI model from the findings below only.");
    doc.fontSize(10).fillColor(INK);
  }
}

/** Recommendations, by impact then effort. */
function writeRecommendations({ doc, width, keep, text, heightOf, heading }: Pen, recommendations: Finding[]) {
  heading("Prioritized recommendations", 15, recommendations.length ? recommendationLines(recommendations[0]!, 0) : []);
  if (recommendations.length === 0) text("Every check passed: no recommendations.");
  recommendations.forEach((finding, index) => {
    const lines = recommendationLines(finding, index);
    keep(heightOf(lines));
    drawLines(doc, lines, width);
  });
}

/** Every check of a category, failed first, with the pages behind it. */
function writeCategoryChecks(
  { doc, width, keep, heightOf, heading }: Pen,
  report: AnalysisReport,
  category: (typeof ANALYSIS_CATEGORIES)[number],
) {
  const findings = report.findings.filter((f) => f.category === category);
  if (findings.length === 0) return;
  const unmeasured = (f: Finding) => f.measured === false;
  const ordered = [
    ...findings.filter((f) => !f.passed && f.weight > 0 && !unmeasured(f)),
    ...findings.filter(unmeasured),
    ...findings.filter((f) => f.weight === 0 && !unmeasured(f)),
    ...findings.filter((f) => f.passed),
  ];
  const line = scoreLine(report, category);
  // Not measured: every reason and remedy under the heading, kept with it and the first check.
  const why: Line[] =
    line.score === null && line.note ? [{ font: "Helvetica", size: 9.5, text: `Not measured: ${line.note}`, gapAfter: 0.5 }] : [];
  heading(`${CATEGORY_LABELS[category]}: ${line.value}${line.note && line.score !== null ? ` (${line.note})` : ""}`, 15, [
    ...why,
    ...findingLines(ordered[0]!),
  ]);
  drawLines(doc, why, width);
  for (const finding of ordered) {
    // A finding that fits on a page is never split; a longer one starts with its title and a few lines.
    keep(Math.min(heightOf(findingLines(finding)), 120));
    drawLines(doc, findingLines(finding), width);
  }
}

/** How the scores are computed, with every check's weight. */
function writeMethod({ doc, keep, text, heightOf, heading }: Pen) {
  const method = `Each category score is the weighted share of credit of its measured checks. A check that looks at every page earns its weight in proportion to the pages that pass, but passes only when every page does; a failed check keeps at most ${Math.round(FAILED_CHECK_MAX_CREDIT * 100)}% of its weight, so a failure always costs points. A check that could not run (the browser test failed, no page of the kind it judges) is marked NOT MEASURED with the reason: it counts neither as a pass nor as a fail. A category with under half of its checks' weight measured has no score (Not measured, with the reason); one with some checks not measured says partly measured. The overall score weighs SEO 25%, Performance 20%, Accessibility 15%, Content Quality 20% and Trust & Compliance 20%, over the categories that were measured.`;
  heading("How the scores are computed", 15, [{ font: "Helvetica", size: 10, text: method }]);
  text(method);
  for (const category of ANALYSIS_CATEGORIES) {
    const rows = CHECK_TABLES[category].map(
      (row): Line => ({ font: "Helvetica", size: 8.5, text: `${row.weight} pts  ${row.title}: ${row.checks}` }),
    );
    keep(heightOf([{ font: "Helvetica-Bold", size: 10, text: CATEGORY_LABELS[category], gapBefore: 0.5 }, ...rows.slice(0, 1)]));
    doc.moveDown(0.5).font("Helvetica-Bold").fontSize(10);
    text(CATEGORY_LABELS[category]);
    for (const row of rows) {
      keep(heightOf([row]));
      // After measuring: measure() leaves the font at 10 pt, and a row drawn larger than measured overflows the page.
      doc.font("Helvetica").fontSize(8.5);
      text(row.text);
    }
    doc.fontSize(10);
  }
}

/** Footer on every page: the brand, the site and the page number (written after layout, so the total is known). */
function writeFooters({ doc, width }: Pen, report: AnalysisReport) {
  const brandName = report.whiteLabel?.name ?? report.agency.name;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN + 4;
    doc.font("Helvetica").fontSize(8).fillColor(MUTED);
    // Writing inside the bottom margin must not trigger a page break.
    doc.page.margins.bottom = 0;
    doc.text(pdfText(`${brandName}   -   ${report.url}   -   Page ${i + 1} of ${range.count}`), MARGIN, y, {
      width,
      align: "center",
      lineBreak: false,
    });
  }
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

/** One block of text in its font, size and colour, with the gaps (in lines) before and after it. */
interface Line {
  font: "Helvetica" | "Helvetica-Bold" | "Helvetica-Oblique";
  size: number;
  text: string;
  color?: string;
  gapBefore?: number;
  gapAfter?: number;
}

/** Sets the font for `line` (moveDown's gaps are in lines of the current size, as PDFKit counts them). */
function setLineFont(doc: PDFKit.PDFDocument, line: Line) {
  doc.font(line.font).fontSize(line.size);
}

/** The height drawLines will take for `lines`: PDFKit's own measure of each block, plus its gaps. */
function measure(doc: PDFKit.PDFDocument, lines: Line[], width: number): number {
  let height = 0;
  for (const line of lines) {
    setLineFont(doc, line);
    const gap = ((line.gapBefore ?? 0) + (line.gapAfter ?? 0)) * doc.currentLineHeight(true);
    height += doc.heightOfString(pdfText(line.text), { width }) + gap;
  }
  doc.font("Helvetica").fontSize(10);
  return height;
}

function drawLines(doc: PDFKit.PDFDocument, lines: Line[], width: number) {
  for (const line of lines) {
    setLineFont(doc, line);
    if (line.gapBefore) doc.moveDown(line.gapBefore);
    doc.fillColor(line.color ?? INK).text(pdfText(line.text), MARGIN, doc.y, { width });
    if (line.gapAfter) doc.moveDown(line.gapAfter);
  }
  doc.font("Helvetica").fontSize(10).fillColor(INK);
}

function shortDetails(finding: Finding): string {
  return finding.details.length > 320 ? `${finding.details.slice(0, 319)}…` : finding.details;
}

function recommendationLines(finding: Finding, index: number): Line[] {
  const lines: Line[] = [
    { font: "Helvetica-Bold", size: 10.5, text: `${index + 1}. ${finding.title}` },
    {
      font: "Helvetica",
      size: 9,
      color: MUTED,
      text: `${CATEGORY_LABELS[finding.category]} - impact ${LEVEL[finding.impact]} - effort ${LEVEL[finding.effort]} - weight ${finding.weight}`,
    },
    { font: "Helvetica", size: 9.5, text: shortDetails(finding) },
  ];
  if (finding.advice) lines.push({ font: "Helvetica", size: 10, text: `What to do: ${finding.advice}` });
  lines[lines.length - 1]!.gapAfter = 0.4;
  return lines;
}

/** A check as the report lists it: verdict and title, what was found, what to do, the pages. */
function findingLines(finding: Finding): Line[] {
  const verdict = verdictOf(finding).toUpperCase();
  const lines: Line[] = [
    {
      font: "Helvetica-Bold",
      size: 10,
      text: `${verdict}  ${finding.title}${finding.weight ? ` (weight ${finding.weight})` : ""}`,
    },
    { font: "Helvetica", size: 9.5, text: finding.details },
  ];
  if (!finding.passed && finding.advice && finding.weight > 0)
    lines.push({ font: "Helvetica-Oblique", size: 9.5, text: `What to do: ${finding.advice}` });
  if (finding.urls.length) {
    const shown = finding.urls.slice(0, MAX_URLS);
    const more = finding.urls.length > shown.length ? `, and ${finding.urls.length - shown.length} more` : "";
    lines.push({ font: "Helvetica", size: 8.5, color: "#333333", text: `Pages: ${shown.join(", ")}${more}` });
  }
  lines[lines.length - 1]!.gapAfter = 0.5;
  return lines;
}

/** The agency's mark, drawn as the site's logo is (app/lib/brand.ts), `size` points square at x, y. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const scale = size / LOGO_MARK.size;
  doc.save().translate(x, y).scale(scale);
  doc.roundedRect(0, 0, LOGO_MARK.size, LOGO_MARK.size, LOGO_MARK.radius).fill(BRAND_COLOR);
  doc.path(LOGO_MARK.line).lineWidth(LOGO_MARK.lineWidth).lineCap("round").lineJoin("round").stroke("#FFFFFF");
  doc.circle(LOGO_MARK.dot.cx, LOGO_MARK.dot.cy, LOGO_MARK.dot.r).fill("#FFFFFF");
  doc.restore();
}

/** The agency's offer to the reader, in a box ruled in the brand colour, kept whole on one page. */
function callToAction(doc: PDFKit.PDFDocument, agency: ReportAgency, width: number, keep: (space: number) => void) {
  const inner = width - 24;
  const lines: Line[] = [
    { font: "Helvetica-Bold", size: 12, text: REPORT_TEXT.ctaHeading, gapAfter: 0.2 },
    { font: "Helvetica", size: 10, text: REPORT_TEXT.cta(agency.name), gapAfter: 0.3 },
    ...REPORT_TEXT.ctaContact(agency.bookingUrl, agency.phone, agency.email).map(
      (contact): Line => ({ font: "Helvetica-Bold", size: 10, text: contact }),
    ),
  ];
  const height = measure(doc, lines, inner) + 24;
  doc.moveDown(0.8);
  keep(height);
  const top = doc.y;
  doc.lineWidth(1.5).strokeColor(BRAND_COLOR).rect(MARGIN, top, width, height).stroke();
  doc.y = top + 12;
  for (const line of lines) {
    setLineFont(doc, line);
    doc
      .fillColor(line.font === "Helvetica-Bold" ? BRAND_COLOR : INK)
      .text(pdfText(line.text), MARGIN + 12, doc.y, { width: inner });
    if (line.gapAfter) doc.moveDown(line.gapAfter);
  }
  doc.x = MARGIN;
  doc.y = top + height;
  doc.moveDown(0.6).font("Helvetica").fontSize(10).fillColor(INK);
}
