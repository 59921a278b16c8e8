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
