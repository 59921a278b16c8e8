import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Longest test files first, so the last minutes of a run are not one worker finishing a long file while the other
 * waits. Vitest orders by the durations of the last run on this checkout, and on a fresh clone (CI) by file size:
 * there the analyzer's 70-second two-sites test started at 572 s of a 664 s run and ended it alone. The durations
 * measured here (tests/support/test-durations.json, refreshed by write-test-durations.ts) stand in until this
 * checkout has its own; a file in neither comes first, as Vitest runs unknown files first.
 */
const DURATIONS_FILE = path.resolve(import.meta.dirname, "test-durations.json");

function committedDurations(): Map<string, number> {
  try {
    return new Map(Object.entries(JSON.parse(readFileSync(DURATIONS_FILE, "utf8")) as Record<string, number>));
  } catch {
    return new Map();
  }
}

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const committed = committedDurations();
    const root = this.ctx.config.root;
    const duration = (spec: TestSpecification) =>
      this.ctx.cache.getTestSpecificationResult(spec)?.duration ??
      committed.get(path.relative(root, spec.moduleId).split(path.sep).join("/")) ??
      Number.POSITIVE_INFINITY;
    return [...files].sort((a, b) => duration(b) - duration(a));
  }
}
