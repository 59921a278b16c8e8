import dgram from "node:dgram";
import { existsSync } from "node:fs";
import http, { type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runLabAudits } from "./index";

/**
 * An analysed page cannot send WebRTC UDP from the lab browser (issue 20 C5:
 * a page with an RTCPeerConnection to a STUN address sent five datagrams to a
 * loopback listener, around the guard proxy). The page is loaded exactly as
 * an analysis loads it (runLabAudits, axe on the page), and a real UDP
 * listener counts what arrives. Loopback pages need the test setting
 * (allowPrivate), which runs the lab without the guard proxy: so the block
 * must hold without it too.
 */
const CHROMIUM = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const hasChromium = existsSync(CHROMIUM);

let udp: dgram.Socket;
let datagrams = 0;
let server: Server;
let base = "";

beforeAll(async () => {
  udp = dgram.createSocket("udp4");
  udp.on("message", () => {
    datagrams += 1;
  });
  await new Promise<void>((resolve) => udp.bind(0, "127.0.0.1", resolve));
  const stun = `stun:127.0.0.1:${udp.address().port}`;
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Peer</title></head><body><main>
<h1>Peer</h1><p id="state">gathering</p>
<script>
const pc = new RTCPeerConnection({ iceServers: [{ urls: "${stun}" }] });
pc.createDataChannel("probe");
pc.onicegatheringstatechange = () => { document.getElementById("state").textContent = pc.iceGatheringState; };
pc.createOffer().then((offer) => pc.setLocalDescription(offer));
</script></main></body></html>`;
  server = http.createServer((_, res) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(page));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  udp?.close();
  server?.closeAllConnections();
  await new Promise<void>((resolve) => server?.close(() => resolve()));
});

describe.skipIf(!hasChromium)("the lab browser and WebRTC", () => {
  it("sends no UDP datagram while a page gathers ICE candidates", async () => {
    const results = await runLabAudits(
      {
        chromePath: CHROMIUM,
        network: { allowPrivate: true, allowedPorts: [] },
        lighthousePages: 0,
        axePages: 1,
        runTimeoutMs: 60_000,
      },
      [`${base}/`],
    );
    expect(results.skippedReason ?? null).toBeNull();
    // ICE gathering with a STUN server takes well under a second; give it longer than that on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(datagrams).toBe(0);
  }, 90_000);
});
