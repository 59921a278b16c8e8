import { describe, expect, it } from "vitest";
import { badSite } from "../../../../../tests/support/audit-rows";
import { REPORT_AGENCY as AGENCY, pdfToText } from "../../../../../tests/support/pdf-text";
import { csvCell } from "../../../csv";
import { auditSite, prioritizeRecommendations } from "../audits";
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
    agency: AGENCY,
  };
}

/** The lab's part of a report: the pages measured and why, and a run's opportunities. */
function withLab(r: AnalysisReport): AnalysisReport {
  return {
    ...r,
    measurements: {
      ...r.measurements,
      labPages: [
        { url: "http://sunrise-rehab.example/", reason: "home page" },
        { url: "http://sunrise-rehab.example/programs/detox", reason: "template /programs/* (4 pages)" },
      ],
      lighthouse: [
        {
          url: "http://sunrise-rehab.example/",
          formFactor: "mobile",
          performanceScore: 48,
          lcpMs: 5200,
          cls: 0.02,
          tbtMs: 640,
          error: null,
          opportunities: [
            {
              id: "render-blocking-insight",
              title: "Render-blocking requests",
              displayValue: "Est savings of 1,350 ms",
              savingsMs: 1350,
              savingsBytes: null,
            },
          ],
        },
      ],
    },
  };
}

/** Each page's lines as pdftotext -layout reads them, without blank lines and the footer. */
function pagesOf(text: string): string[][] {
  return text
    .split("\f")
    .map((page) =>
      page
        .split("\n")
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter((line) => line && !/ - Page \d+ of \d+$/.test(line)),
    )
    .filter((lines) => lines.length > 0);
}

/** Lines that introduce what follows them: section and category headings, check and recommendation titles. */
const HEADING =
  /^(?:Website Analysis Report|The three fixes worth most|Page speed|Summary|Prioritized recommendations|How the scores are computed|Pages measured in the lab, and why|Opportunities \(Lighthouse's estimated savings\)|Want these fixed\?|(?:SEO|Performance|Accessibility|Content Quality|Trust & Compliance): \d+\/100|(?:FAIL|PASS|NOTE) .*|\d+\. [A-Z].*|SEO|Performance|Accessibility|Content Quality|Trust & Compliance)$/;

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
      expect(text).toContain(`${label}: ${r.scores[key] === null ? "Not measured" : `${r.scores[key]}/100`}`);
    }
    expect(text).toContain("FAIL No ad trackers on form or treatment pages");
    expect(text).toContain("http://sunrise-rehab.example/contact");
    expect(text).toContain("What to do: Remove ad pixels");
    expect(text).toContain("Prioritized recommendations");
    // This analysis had no lab: page speed and the browser checks say not measured, with the reason.
    expect(text).toContain("Page speed was not measured. Our lab could not run Lighthouse");
    expect(text).toContain("NOT MEASURED Lighthouse performance score (weight 25)");
    // Two of seven performance checks (25 of 100 points) could be judged: too little for a number.
    expect(r.scores.performance).toBeNull();
    expect(text).toContain("Performance: Not measured");
    expect(text.replace(/\s+/g, " ")).toContain("Only 2 of 7 checks (25 of 100 points) could run: too little to score.");
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

  it("comes from the agency: its name and site at the top and on every page, the three fixes worth most, and a call to book", async () => {
    const r = withLab(report());
    const text = pdfToText(await renderReportPdf(r));
    const pages = pagesOf(text);
    expect(pages[0]!.slice(0, 3)).toEqual(["Harbor Growth Partners", "https://harbor-growth.example", "Website Analysis Report"]);
    const footers = text.split("\f").filter((page) => page.trim());
    for (const page of footers)
      expect(page).toMatch(/Harbor Growth Partners - http:\/\/sunrise-rehab\.example\/ - Page \d+ of \d+/);
    const first = pages[0]!.join("\n");
    expect(first).toContain("The three fixes worth most");
    const top = prioritizeRecommendations(r.findings).slice(0, 3);
    for (const [index, finding] of top.entries()) expect(first).toContain(`${index + 1}. ${finding.title}`);
    expect(first).toContain("Want these fixed?");
    for (const contact of [
      "Book a consultation: https://harbor-growth.example/schedule-session",
      "Call: (512) 555-0100",
      "E-mail: hello@harbor-growth.example",
    ])
      expect(pages[0]).toContain(contact);
    // And once more at the end, where a reader who went through every check arrives.
    expect(pages.at(-1)!.join("\n")).toContain("Want these fixed?");
    expect(text).toContain("template /programs/* (4 pages)");
    expect(text).toContain("- Render-blocking requests: Est savings of 1,350 ms");
  });

  it("never leaves a heading or a check's title alone at the foot of a page", async () => {
    // Summaries of different lengths move every later block up and down the pages.
    const sentence = "The site loads slowly on phones and hides its crisis resources in the privacy policy. ";
    for (let sentences = 0; sentences <= 12; sentences += 2) {
      const r = { ...withLab(report()), summary: sentence.repeat(sentences) || null };
      const pages = pagesOf(pdfToText(await renderReportPdf(r)));
      expect(pages.length).toBeGreaterThan(2);
      pages.slice(0, -1).forEach((lines, index) => {
        expect(lines.at(-1), `last line of page ${index + 1} with ${sentences} summary sentences`).not.toMatch(HEADING);
      });
    }
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
      '"category","category_score","check_id","title","result","weight","severity","impact","effort","details","advice","pages","credit"',
    );
    const ids = r.findings.map((f) => f.checkId);
    for (const id of ids) expect(csv).toContain(`,"${id}",`);
    const trackers = lines.find((l) => l.includes(',"comp-ad-trackers",'))!;
    expect(trackers).toMatch(
      /^"compliance",\d+,"comp-ad-trackers","No ad trackers on form or treatment pages","fail",25,"critical",3,2,/,
    );
    expect(trackers).toContain("http://sunrise-rehab.example/contact");
    // Credit below 1 for a failed check; no lab in this run: axe's checks and their category are not measured.
    expect(Number(trackers.split(",").at(-1))).toBeLessThan(1);
    const axe = lines.find((l) => l.includes(',"a11y-axe-critical",'))!;
    expect(axe).toMatch(
      /^"accessibility","not measured","a11y-axe-critical","No critical accessibility barriers","not measured",35,/,
    );
    expect(axe).toContain("Our lab could not run the browser accessibility test (axe-core)");
    expect(axe.endsWith(",")).toBe(true);
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
    expect(json.scores.accessibility).toBeNull();
    expect(json.scoreCoverage.accessibility).toMatchObject({ measured: false, measuredChecks: 3, checks: 6 });
    expect(json.scoreCoverage.accessibility.note).toContain("Our lab could not run the browser accessibility test");
    expect(json.scoreCoverage.seo.measured).toBe(true);
    expect(json.recommendations[0].rank).toBe(1);
    expect(json.recommendations.length).toBe(r.findings.filter((f) => !f.passed && f.weight > 0 && f.measured).length);
    expect(json.findings).toHaveLength(r.findings.length);
    expect(json.clientData.businessName).toBe("sunrise-rehab.example");
    expect(Object.keys(json.checkTables)).toEqual(["seo", "performance", "accessibility", "content", "compliance"]);
  });
});
