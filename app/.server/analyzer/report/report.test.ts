import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { badSite } from "../../../../tests/support/audit-rows";
import { csvCell } from "../../csv";
import { auditSite } from "../audits";
import { type AnalysisReport, pdfText, renderReportCsv, renderReportPdf, reportJson } from "./index";

const NOW = new Date("2026-11-22T12:00:00Z");

function report(): AnalysisReport {
  const result = auditSite(badSite(), NOW);
  return {
    url: "http://sunrise-rehab.example/",
    analyzedAt: NOW,
    timeZone: "America/New_York",
    scores: result.scores,
    measurements: result.measurements,
    findings: result.findings,
    summary: "The site scores low on compliance. Remove the Meta Pixel from the contact page first.",
    summarySource: "findings",
    clientData: result.clientData,
    resultsUrl: "https://agency.example/client-ingestion?analysis=123",
  };
}

function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "report-"));
  try {
    writeFileSync(path.join(dir, "r.pdf"), pdf);
    return execFileSync("pdftotext", ["-layout", path.join(dir, "r.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("PDF report", () => {
  it("is a PDF whose text has the site, the date, every score, failed checks with pages and advice, and page numbers", async () => {
    const r = report();
    const pdf = await renderReportPdf(r);
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfToText(pdf);
    expect(text).toContain("Website Analysis Report");
    expect(text).toContain("Site: http://sunrise-rehab.example/");
    expect(text).toContain("November 22, 2026");
    expect(text).toContain(`Overall score: ${r.scores.overall}/100`);
    for (const [label, key] of [
      ["SEO", "seo"],
      ["Performance", "performance"],
      ["Accessibility", "accessibility"],
      ["Content Quality", "content"],
      ["Trust & Compliance", "compliance"],
    ] as const) {
      expect(text).toContain(`${label}: ${r.scores[key]}/100`);
    }
    expect(text).toContain("FAIL No ad trackers on form or treatment pages");
    expect(text).toContain("http://sunrise-rehab.example/contact");
    expect(text).toContain("What to do: Remove ad pixels");
    expect(text).toContain("Prioritized recommendations");
    expect(text).toContain("Lab measurements (Lighthouse) were skipped");
    const pages = Number(/Page 1 of (\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain(`Page ${pages} of ${pages}`);
  });

  it("prints the analysis time in the agency's configured zone, named (AGENCY_TIME_ZONE)", async () => {
    // 12:00 UTC: 7:00 AM in New York, 4:00 AM in Los Angeles, 1:00 PM in Berlin.
    const line = async (timeZone: string) =>
      pdfToText(await renderReportPdf({ ...report(), timeZone }))
        .split("\n")
        .find((row) => row.includes("Analyzed:"))
        ?.replace(/\s+/g, " ")
        .trim();
    expect(await line("America/New_York")).toBe("Analyzed: November 22, 2026 at 7:00 AM Eastern Standard Time");
    expect(await line("America/Los_Angeles")).toBe("Analyzed: November 22, 2026 at 4:00 AM Pacific Standard Time");
    expect(await line("Europe/Berlin")).toBe("Analyzed: November 22, 2026 at 1:00 PM Central European Standard Time");
  });

  it("maps text outside the standard fonts' encoding instead of printing junk", () => {
    expect(pdfText("LCP ≤ 2.5 s → good – “fine” 日本")).toBe("LCP <= 2.5 s -> good – “fine” ??");
  });
});

describe("CSV report", () => {
  it("has one row per check with its result, weight and pages", () => {
    const r = report();
    const csv = renderReportCsv(r);
    const lines = csv.trimEnd().split("\r\n");
    expect(lines[0]).toBe(
      '"category","category_score","check_id","title","result","weight","severity","impact","effort","details","advice","pages"',
    );
    const ids = r.findings.map((f) => f.checkId);
    for (const id of ids) expect(csv).toContain(`,"${id}",`);
    const trackers = lines.find((l) => l.includes(',"comp-ad-trackers",'))!;
    expect(trackers).toMatch(
      /^"compliance",\d+,"comp-ad-trackers","No ad trackers on form or treatment pages","fail",25,"critical",3,2,/,
    );
    expect(trackers).toContain("http://sunrise-rehab.example/contact");
  });

  it("quotes commas and quotes, and defuses spreadsheet formulas from the analysed site", () => {
    expect(csvCell('say "hi", then')).toBe('"say ""hi"", then"');
    expect(csvCell("=HYPERLINK(1)")).toBe(`"'=HYPERLINK(1)"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell(null)).toBe("");
  });
});

describe("JSON report", () => {
  it("carries scores, ordered recommendations, findings, client data and the tables", () => {
    const r = report();
    const json = JSON.parse(JSON.stringify(reportJson(r)));
    expect(json.url).toBe(r.url);
    expect(json.analyzedAt).toBe("2026-11-22T12:00:00.000Z");
    expect(json.scores).toEqual(r.scores);
    expect(json.recommendations[0].rank).toBe(1);
    expect(json.recommendations.length).toBe(r.findings.filter((f) => !f.passed && f.weight > 0).length);
    expect(json.findings).toHaveLength(r.findings.length);
    expect(json.clientData.businessName).toBe("sunrise-rehab.example");
    expect(Object.keys(json.checkTables)).toEqual(["seo", "performance", "accessibility", "content", "compliance"]);
  });
});
