import { requestsPerSecond, startOurServer, startPlainNodeServer } from "./lib";

/**
 * Serving a public page: our server (security headers, nonce, React render)
 * against a plain Node HTTP server answering the same bytes, measured in the
 * same run. Rounds alternate between the two so machine noise hits both.
 */
export async function run() {
  const ours = await startOurServer(3401);
  const page = Buffer.from(await (await fetch(`${ours.url}/`)).arrayBuffer());
  const peer = await startPlainNodeServer(3402, page, "text/html; charset=utf-8");
  try {
    const options = { seconds: 5, connections: 16 };
    await requestsPerSecond(`${ours.url}/`, { seconds: 1, connections: 4 });
    await requestsPerSecond(`${peer.url}/`, { seconds: 1, connections: 4 });
    const oursRuns: number[] = [];
    const peerRuns: number[] = [];
    let tool = "";
    for (let round = 0; round < 2; round++) {
      const a = await requestsPerSecond(`${ours.url}/`, options);
      const b = await requestsPerSecond(`${peer.url}/`, options);
      oursRuns.push(a.rps);
      peerRuns.push(b.rps);
      tool = a.tool;
    }
    const best = (runs: number[]) => Math.max(...runs);
    console.log(`serving / (${page.length} bytes, ${options.connections} connections, ${tool}):`);
    console.log(`  our server          ${best(oursRuns).toFixed(0)} req/s`);
    console.log(`  plain node http     ${best(peerRuns).toFixed(0)} req/s (same bytes)`);
    console.log(`  ratio ours/peer     ${(best(oursRuns) / best(peerRuns)).toFixed(2)}`);
  } finally {
    await peer.stop();
    await ours.stop();
  }
}
