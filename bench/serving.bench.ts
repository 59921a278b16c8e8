import { servingPath } from "./config";
import { requestsPerSecond, type Started, startOurServer, startPlainNodeServer } from "./lib";
import { hasNginx, NGINX_BINARY, startNginx } from "./nginx";

/**
 * Serving a public page: our server (security headers, fresh CSP nonce,
 * page cache) against nginx and a plain Node HTTP server answering the
 * same bytes as a static file, measured in the same run. Rounds alternate
 * between the servers so machine noise hits all of them. Issue 3's target:
 * ours/nginx of 0.5 or more.
 */
export async function run() {
  // Several checkouts may bench on one machine: BENCH_PORT_BASE moves the three ports (default 3401, 3402, 3404).
  const base = Number(process.env.BENCH_PORT_BASE ?? 3400);
  // At the production log level: every request writes its log line, as it does in production.
  const ours = await startOurServer(base + 1, { LOG_LEVEL: "info" });
  const first = await fetch(`${ours.url}${servingPath}`);
  const page = Buffer.from(await first.arrayBuffer());
  const contentType = first.headers.get("content-type") ?? "text/html; charset=utf-8";
  if (!first.ok) throw new Error(`${servingPath} answered ${first.status}`);
  const second = await fetch(`${ours.url}${servingPath}`);
  await second.arrayBuffer();
  const cacheState = second.headers.get("x-cache") ?? "none";

  const peers: { name: string; server: Started }[] = [];
  try {
    peers.push({ name: "plain node http", server: await startPlainNodeServer(base + 2, page, contentType) });
    if (hasNginx()) peers.push({ name: "nginx (1 worker)", server: await startNginx(base + 4, page, contentType) });
    else console.log(`  nginx not found at ${NGINX_BINARY} (apt-get install -y nginx-light): measuring without it`);

    const everyone = [{ name: "our server", server: ours }, ...peers];
    const options = { seconds: 5, connections: 16 };
    for (const { server } of everyone) await requestsPerSecond(`${server.url}${servingPath}`, { seconds: 1, connections: 4 });
    const best = new Map<string, number>();
    let tool = "";
    for (let round = 0; round < 3; round++) {
      for (const { name, server } of everyone) {
        const result = await requestsPerSecond(`${server.url}${servingPath}`, options);
        best.set(name, Math.max(best.get(name) ?? 0, result.rps));
        tool = result.tool;
      }
    }
    const oursRps = best.get("our server") ?? 0;
    console.log(
      `serving ${servingPath} (${page.length} bytes, ${options.connections} connections, ${tool}, best of 3 rounds; page cache: ${cacheState} on the second request):`,
    );
    for (const { name } of everyone) console.log(`  ${name.padEnd(20)} ${(best.get(name) ?? 0).toFixed(0)} req/s`);
    for (const { name } of peers) {
      console.log(`  ratio ours/${name.padEnd(18)} ${(oursRps / (best.get(name) ?? 1)).toFixed(2)}`);
    }
    if (hasNginx()) console.log("  target (issue 3): ours/nginx >= 0.50");
  } finally {
    for (const { server } of peers) await server.stop();
    await ours.stop();
  }
}
