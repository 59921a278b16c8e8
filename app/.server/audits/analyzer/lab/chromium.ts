import { existsSync } from "node:fs";

/** DESIGN.md §1: the flags every Chromium we start runs with. */
export const CHROMIUM_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/**
 * No WebRTC UDP at all from the lab browser: an analysed page could open a
 * peer connection to any address and port, around the guard proxy (issue 20
 * C5: five datagrams reached a loopback listener). The switch is
 * `--webrtc-ip-handling-policy`; `--force-webrtc-ip-handling-policy`, which
 * we passed before, is not read by Debian's Chromium (lab-webrtc.test.ts
 * counts the datagrams).
 */
export const NO_WEBRTC_UDP = "--webrtc-ip-handling-policy=disable_non_proxied_udp";

/** With the guard proxy: every request through it, loopback included. */
export function proxyFlags(proxyUrl: string): string[] {
  return [`--proxy-server=${proxyUrl}`, "--proxy-bypass-list=<-loopback>"];
}

/** CHROME_PATH when set, else Debian's /usr/bin/chromium; null when neither exists. */
export function resolveChromePath(env: Record<string, string | undefined> = process.env): string | null {
  const candidates = [env.CHROME_PATH, "/usr/bin/chromium"].filter((p): p is string => Boolean(p));
  return candidates.find((p) => existsSync(p)) ?? null;
}
