import { describe, expect, it } from "vitest";
import { checkStartUrl, isBlockedAddress, parseStartUrl, START_URL_TEXT } from "./start-url";

describe("start address check", () => {
  it.each([
    "127.0.0.1",
    "10.20.30.40",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "not an address",
  ])("refuses %s", (address) => expect(isBlockedAddress(address)).toBe(true));

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "2606:4700:4700::1111", "::ffff:8.8.8.8"])("allows %s", (address) =>
    expect(isBlockedAddress(address)).toBe(false),
  );

  it("normalises the address and keeps public IPv6 literals", () => {
    expect(parseStartUrl("HTTPS://Example.COM/a?b=1#frag", { allowPrivate: false })).toEqual({
      ok: true,
      url: "https://example.com/a?b=1",
      host: "example.com",
      hostname: "example.com",
    });
    // The engine scopes a crawl by URL.host: a non-default port is part of it.
    expect(parseStartUrl("http://127.0.0.1:8080/", { allowPrivate: true })).toMatchObject({
      host: "127.0.0.1:8080",
      hostname: "127.0.0.1",
    });
    expect(parseStartUrl("http://[2606:4700:4700::1111]/", { allowPrivate: false }).ok).toBe(true);
    expect(parseStartUrl("http://0x7f.0.0.1/", { allowPrivate: false })).toEqual({
      ok: false,
      message: START_URL_TEXT.privateAddress,
    });
    expect(parseStartUrl("http://intranet/", { allowPrivate: false })).toEqual({
      ok: false,
      message: START_URL_TEXT.privateAddress,
    });
    expect(parseStartUrl("http://127.0.0.1:8080/", { allowPrivate: true }).ok).toBe(true);
    expect(parseStartUrl("http://example.com:8080/", { allowPrivate: false })).toEqual({
      ok: false,
      message: START_URL_TEXT.port,
    });
    expect(parseStartUrl("http://example.com:8080/", { allowPrivate: false, allowedPorts: [80, 443, 8080] }).ok).toBe(true);
    expect(parseStartUrl("https://example.com:443/", { allowPrivate: false }).ok).toBe(true);
    expect(parseStartUrl("file:///etc/passwd", { allowPrivate: true })).toEqual({ ok: false, message: START_URL_TEXT.scheme });
  });

  it("checks every address a name resolves to", async () => {
    const resolve = async () => ["93.184.215.14", "10.0.0.5"];
    expect(await checkStartUrl("https://split.example/", { allowPrivate: false, resolve })).toEqual({
      ok: false,
      message: START_URL_TEXT.privateAddress,
    });
    expect((await checkStartUrl("https://split.example/", { allowPrivate: true, resolve })).ok).toBe(true);
  });
});
