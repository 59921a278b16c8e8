import { describe, expect, it } from "vitest";
import { blockedAddressReason, parseIPv6 } from "./address";

describe("blockedAddressReason", () => {
  it.each([
    ["127.0.0.1", /loopback/],
    ["127.255.255.254", /loopback/],
    ["10.0.0.1", /private/],
    ["172.16.0.1", /private/],
    ["172.31.255.255", /private/],
    ["192.168.1.1", /private/],
    ["100.64.0.1", /carrier-grade NAT/],
    ["100.127.255.255", /carrier-grade NAT/],
    ["169.254.169.254", /link-local/],
    ["169.254.0.1", /link-local/],
    ["0.0.0.0", /unspecified/],
    ["0.1.2.3", /unspecified/],
    ["224.0.0.1", /multicast/],
    ["239.255.255.250", /multicast/],
    ["255.255.255.255", /reserved/],
    ["240.0.0.1", /reserved/],
    ["192.0.0.8", /IETF/],
    ["192.0.2.10", /documentation/],
    ["198.51.100.7", /documentation/],
    ["203.0.113.9", /documentation/],
    ["198.18.0.1", /benchmarking/],
    ["192.88.99.1", /6to4 relay/],
    ["::1", /loopback/],
    ["::", /unspecified/],
    ["0:0:0:0:0:0:0:0", /unspecified/],
    ["::ffff:127.0.0.1", /IPv4-mapped loopback/],
    ["::ffff:7f00:1", /IPv4-mapped loopback/],
    ["0:0:0:0:0:ffff:a9fe:a9fe", /IPv4-mapped link-local/],
    ["::ffff:10.1.2.3", /IPv4-mapped private/],
    ["::127.0.0.1", /IPv4-compatible/],
    ["64:ff9b::7f00:1", /NAT64/],
    ["64:ff9b::8.8.8.8", /NAT64/],
    ["64:ff9b:1::1", /NAT64/],
    ["fe80::1", /link-local/],
    ["fe80::1%eth0", /link-local/],
    ["febf::1", /link-local/],
    ["fc00::1", /unique local/],
    ["fd12:3456:789a::1", /unique local/],
    ["ff02::1", /multicast/],
    ["ff05::2", /multicast/],
    ["2001:db8::1", /documentation/],
    ["3fff::1", /documentation/],
    ["2001:0:4136:e378::1", /Teredo/],
    ["2002:7f00:1::1", /6to4 loopback/],
    ["2002:c0a8:101::1", /6to4 private/],
    ["100::1", /outside IPv6 global unicast/],
    ["fec0::1", /outside IPv6 global unicast/],
    ["localhost", /not an IP address/],
    ["2130706433", /not an IP address/],
  ])("refuses %s", (address, reason) => {
    expect(blockedAddressReason(address)).toMatch(reason);
  });

  it.each([
    "93.184.216.34",
    "8.8.8.8",
    "1.1.1.1",
    "172.32.0.1",
    "100.128.0.1",
    "169.255.0.1",
    "192.169.0.1",
    "223.255.255.255",
    "2606:4700:4700::1111",
    "2a00:1450:4001:80b::200e",
    "::ffff:8.8.8.8",
    "2002:808:808::1",
    "2001:200::1",
  ])("allows the public address %s", (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });
});

describe("parseIPv6", () => {
  it("expands every spelling to eight groups", () => {
    expect(parseIPv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIPv6("[::ffff:127.0.0.1]")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIPv6("2001:db8::8:800:200c:417a")).toEqual([0x2001, 0xdb8, 0, 0, 8, 0x800, 0x200c, 0x417a]);
    expect(parseIPv6("1:2:3:4:5:6:7:8")).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(parseIPv6("127.0.0.1")).toBeNull();
    expect(parseIPv6("1:2:3")).toBeNull();
  });
});
