export { renderReportCsv } from "./csv";
export { reportJson } from "./json";
export { pdfText, renderReportPdf } from "./pdf";
export type { AnalysisReport, ReportAgency } from "./types";
