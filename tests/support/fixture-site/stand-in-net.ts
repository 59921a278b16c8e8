/**
 * A loopback stand-in for the helper "net"'s safeFetch, loadRobots and
 * readSitemaps, with their signatures (app/.server/crawler/engine/fetch-types.ts).
 * Tests only: it has no SSRF guard, which is the point of the real one.
 * Used until net's modules land on main.
 */
import { Agent, request } from "node:http";
import { gunzipSync } from "node:zlib";
import robotsParser from "robots-parser";
import type {
  FetchFn,
  FetchPolicy,
  LoadRobotsFn,
  ReadSitemapsFn,
  SafeResponse,
} from "../../../app/.server/crawler/engine/fetch-types";

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export const standInPolicy: FetchPolicy = {
  allowPrivate: true,
  allowedPorts: [],
  userAgent: "AgencyCrawler/1.0 (+https://example.test/crawler)",
  timeoutMs: 10_000,
  maxBytes: 5 * 1024 * 1024,
  maxRedirects: 5,
};

export const standInFetch: FetchFn = async (url, policy, init = {}) => {
  const started = performance.now();
  const chain: { url: string; status: number }[] = [];
  let current = url;
  for (let hop = 0; ; hop++) {
    const answer = await requestOnce(current, policy, init.method ?? "GET", init.headers ?? {}, init.signal);
    const location = answer.headers.get("location");
    if (init.followRedirects !== false && answer.status >= 300 && answer.status < 400 && location) {
      if (hop >= policy.maxRedirects) throw new Error(`Too many redirects from ${url}`);
      chain.push({ url: current, status: answer.status });
      current = new URL(location, current).href;
      if (chain.some((step) => step.url === current)) throw new Error(`Redirect loop at ${current}`);
      continue;
    }
    return { ...answer, url, finalUrl: current, redirectChain: chain, responseMs: performance.now() - started };
  }
};

function requestOnce(
  url: string,
  policy: FetchPolicy,
  method: string,
  headers: Record<string, string>,
  signal?: AbortSignal,
): Promise<Omit<SafeResponse, "url" | "finalUrl" | "redirectChain" | "responseMs">> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers: { "user-agent": policy.userAgent, ...headers }, signal }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      let truncated = false;
      res.on("data", (chunk: Buffer) => {
        if (truncated) return;
        if (bytes + chunk.length > policy.maxBytes) {
          chunks.push(chunk.subarray(0, policy.maxBytes - bytes));
          bytes = policy.maxBytes;
          truncated = true;
          res.destroy();
          finish();
          return;
        }
        chunks.push(chunk);
        bytes += chunk.length;
      });
      res.on("end", finish);
      res.on("error", (error) => (truncated ? undefined : reject(error)));
      let done = false;
      function finish() {
        if (done) return;
        done = true;
        clearTimeout(timer);
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) {
          if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(", ") : value);
        }
        resolve({ status: res.statusCode ?? 0, headers: responseHeaders, body: Buffer.concat(chunks), bytes, truncated });
      }
    });
    const timer = setTimeout(() => req.destroy(new Error(`Timed out after ${policy.timeoutMs} ms`)), policy.timeoutMs);
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end();
  });
}

export const standInLoadRobots: LoadRobotsFn = async (origin, policy) => {
  const robotsUrl = `${origin}/robots.txt`;
  const response = await standInFetch(robotsUrl, policy);
  if (response.status !== 200) return { allowed: () => true, crawlDelaySeconds: null, sitemaps: [], text: null };
  const text = response.body.toString("utf8");
  const parsed = robotsParser(robotsUrl, text);
  return {
    allowed: (url) => parsed.isAllowed(url, policy.userAgent) ?? true,
    crawlDelaySeconds: parsed.getCrawlDelay(policy.userAgent) ?? null,
    sitemaps: parsed.getSitemaps(),
    text,
  };
};

export const standInReadSitemaps: ReadSitemapsFn = async (sitemapUrls, policy, { maxUrls }) => {
  const queue = [...sitemapUrls];
  const seen = new Set<string>();
  const urls: string[] = [];
  const read: string[] = [];
  const errors: { url: string; error: string }[] = [];
  while (queue.length > 0 && urls.length < maxUrls) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    seen.add(url);
    try {
      const response = await standInFetch(url, policy);
      if (response.status !== 200) throw new Error(`status ${response.status}`);
      const body = response.body[0] === 0x1f && response.body[1] === 0x8b ? gunzipSync(response.body) : response.body;
      const xml = body.toString("utf8");
      read.push(url);
      const locs = [...xml.matchAll(/<loc>\s*([^<]+?)\s*<\/loc>/g)].map((match) => match[1] as string);
      if (/<sitemapindex/i.test(xml)) queue.push(...locs);
      else urls.push(...locs.slice(0, maxUrls - urls.length));
    } catch (error) {
      errors.push({ url, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { urls, read, errors };
};
