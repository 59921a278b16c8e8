import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { startCluster } from "../tests/support/cluster/cluster";
import { freePort } from "../tests/support/free-port";
import { servingPath } from "./config";
import { hasNginx, NGINX_BINARY, startNginxBalancer } from "./nginx";

/**
 * One web instance against two behind nginx (issue 20 B2), on the cluster of
 * the cluster test: PostgreSQL of its own, production builds, JOBS_IN_WEB=false.
 * Both layouts go through an nginx of their own (one upstream, two
 * upstreams) so the balancer's cost is on both sides, and rounds alternate
 * so machine noise hits both. Prints requests per second, p50 and p99
 * latency and errors for every round, then the medians and the ratio.
 * On a 2-core machine the load generator, nginx and both instances share
 * the cores: two instances cannot double anything here; on a machine with
 * cores to spare the same bench shows how far they scale.
 */
interface Round {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const SECONDS = 8;
const CONNECTIONS = 32;
const ROUNDS = 3;

export async function run() {
  if (!hasNginx()) {
    console.log(`  nginx not found at ${NGINX_BINARY} (apt-get install -y nginx-light): the cluster bench needs it`);
    return;
  }
  if (!(await hasWrk())) {
    console.log("  wrk not found (apt-get install -y wrk): latency percentiles need it");
    return;
  }
  const cluster = await startCluster({ webInstances: 2, workers: 0, discardWebOutput: true });
  const ports = cluster.web.map((instance) => Number(new URL(instance.url ?? "").port));
  const one = await startNginxBalancer(await freePort(), ports.slice(0, 1));
  const layouts = [
    { name: "1 instance", url: `${one.url}${servingPath}` },
    { name: "2 instances", url: `${cluster.url}${servingPath}` },
  ];
  try {
    // Warm both instances' page caches and JITs.
    for (const layout of layouts) await measure(layout.url, 2, 8);
    const results = new Map<string, Round[]>(layouts.map((layout) => [layout.name, []]));
    for (let round = 1; round <= ROUNDS; round++) {
      for (const layout of layouts) {
        const result = await measure(layout.url, SECONDS, CONNECTIONS);
        results.get(layout.name)?.push(result);
        console.log(`  round ${round} ${layout.name.padEnd(12)} ${format(result)}`);
      }
    }
    console.log(
      `cluster: GET ${servingPath} through nginx, ${CONNECTIONS} connections, ${SECONDS} s a round, wrk; medians of ${ROUNDS} rounds:`,
    );
    const medians = new Map<string, Round>();
    for (const layout of layouts) {
      const rounds = results.get(layout.name) ?? [];
      const median: Round = {
        rps: middle(rounds.map((round) => round.rps)),
        p50: middle(rounds.map((round) => round.p50)),
        p99: middle(rounds.map((round) => round.p99)),
        errors: rounds.reduce((sum, round) => sum + round.errors, 0),
      };
      medians.set(layout.name, median);
      console.log(`  ${layout.name.padEnd(12)} ${format(median)} (errors: all rounds)`);
    }
    const ratio = (medians.get("2 instances")?.rps ?? 0) / (medians.get("1 instance")?.rps ?? 1);
    console.log(`  ratio throughput 2 instances / 1 instance ${ratio.toFixed(2)}`);
  } finally {
    await one.stop();
    await cluster.stop();
  }
}

const format = (round: Round) =>
  `${round.rps.toFixed(0).padStart(6)} req/s  p50 ${round.p50.toFixed(2).padStart(7)} ms  p99 ${round.p99.toFixed(2).padStart(7)} ms  errors ${round.errors}`;

function middle(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function hasWrk() {
  return promisify(execFile)("wrk", ["--version"]).then(
    () => true,
    (error: { code?: unknown }) => error.code !== "ENOENT",
  );
}

/** wrk with its latency distribution; errors are socket errors, timeouts and non-2xx answers. */
async function measure(url: string, seconds: number, connections: number): Promise<Round> {
  const { stdout } = await promisify(execFile)("wrk", [
    "-t2",
    `-c${connections}`,
    `-d${seconds}s`,
    "--latency",
    "-H",
    "Accept-Encoding: gzip",
    url,
  ]);
  const millis = (label: string) => {
    const match = new RegExp(`^\\s*${label}%\\s+([\\d.]+)(us|ms|s)\\b`, "m").exec(stdout);
    if (!match) return Number.NaN;
    const value = Number(match[1]);
    return match[2] === "us" ? value / 1000 : match[2] === "s" ? value * 1000 : value;
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  const errors = non2xx + (socketErrors ? socketErrors.slice(1).reduce((sum, value) => sum + Number(value), 0) : 0);
  return { rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? 0), p50: millis("50"), p99: millis("99"), errors };
}
