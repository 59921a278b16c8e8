import lighthouse, { desktopConfig } from "lighthouse";
import type { FormFactor, LighthouseRun } from "./types";

/** Lighthouse's result, narrowed to what we read. */
interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: { performance?: { score: number | null } };
  audits: Record<string, { numericValue?: number } | undefined>;
}

const metric = (lhr: Lhr, id: string) => {
  const value = lhr.audits[id]?.numericValue;
  return typeof value === "number" && Number.isFinite(value) ? value : null;
};

/**
 * One Lighthouse performance run against the Chromium listening on `port`. Lighthouse's default
 * (mobile, simulated slow 4G and 4x CPU) or desktop config. Failures are returned, not thrown.
 */
export async function runLighthouse(
  port: number,
  url: string,
  formFactor: FormFactor,
  timeoutMs: number,
): Promise<LighthouseRun> {
  const started = performance.now();
  const failed = (error: string): LighthouseRun => ({
    url,
    formFactor,
    error,
    performanceScore: null,
    lcpMs: null,
    fcpMs: null,
    cls: null,
    tbtMs: null,
    speedIndexMs: null,
    ttfbMs: null,
    totalBytes: null,
    durationMs: Math.round(performance.now() - started),
  });
  try {
    const result = await lighthouse(
      url,
      {
        port,
        output: "json",
        logLevel: "silent",
        onlyCategories: ["performance"],
        maxWaitForLoad: Math.max(5_000, timeoutMs - 10_000),
      },
      formFactor === "desktop" ? desktopConfig : undefined,
    );
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) return failed("Lighthouse returned no result.");
    if (lhr.runtimeError) return failed(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const score = lhr.categories.performance?.score;
    return {
      url,
      formFactor,
      error: score === null || score === undefined ? "Lighthouse could not score the page." : null,
      performanceScore: typeof score === "number" ? Math.round(score * 100) : null,
      lcpMs: metric(lhr, "largest-contentful-paint"),
      fcpMs: metric(lhr, "first-contentful-paint"),
      cls: metric(lhr, "cumulative-layout-shift"),
      tbtMs: metric(lhr, "total-blocking-time"),
      speedIndexMs: metric(lhr, "speed-index"),
      ttfbMs: metric(lhr, "server-response-time"),
      totalBytes: metric(lhr, "total-byte-weight"),
      durationMs: Math.round(performance.now() - started),
    };
  } catch (error) {
    return failed(error instanceof Error ? error.message : String(error));
  }
}
