import type { ClientData } from "~/.server/db";
import type { Finding, Measurements, Scores } from "../audits/types";

/** The agency the report comes from (config.agency), and where the reader books a consultation. */
export interface ReportAgency {
  name: string;
  phone: string;
  email: string;
  website: string;
  bookingUrl: string;
}

/** One analysis as the reports show it (analyzer-flow builds it from analyses + analysis_findings). */
export interface AnalysisReport {
  url: string;
  /** When the analysis finished (or ran). */
  analyzedAt: Date | string;
  /** The agency's time zone (AGENCY_TIME_ZONE), in which the PDF prints `analyzedAt`. */
  timeZone: string;
  scores: Scores;
  measurements: Partial<Measurements>;
  findings: Finding[];
  summary: string | null;
  summarySource?: "ai" | "findings" | null;
  clientData?: ClientData | null;
  /** The shareable results address, printed in the report. */
  resultsUrl?: string | null;
  agency: ReportAgency;
  /**
   * A client's white-labelled copy (issue 25 item 6, /client-dashboard): this name and logo instead of the site's
   * mark, name and address, and no offer to book a consultation or link to the public results page.
   */
  whiteLabel?: { name: string; logoPng: Buffer | null } | null;
}
