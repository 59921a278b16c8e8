import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/** A PDF read back as a reader would copy it: Debian's pdftotext with -layout, pages split by form feeds. */
export function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), "pdf-text-"));
  try {
    writeFileSync(path.join(dir, "r.pdf"), pdf);
    return execFileSync("pdftotext", ["-layout", path.join(dir, "r.pdf"), "-"], { encoding: "utf8" });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The agency a test report is prepared by (its name, contacts and booking link go on the PDF). */
export const REPORT_AGENCY = {
  name: "Harbor Growth Partners",
  phone: "(512) 555-0100",
  email: "hello@harbor-growth.example",
  website: "https://harbor-growth.example",
  bookingUrl: "https://harbor-growth.example/schedule-session",
};
