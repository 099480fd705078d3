import { describe, expect, it } from "vitest";
import { networkKey } from "./networkKey";

describe("networkKey", () => {
  it("keeps an IPv4 address as it is, mapped into IPv6 or not", () => {
    expect(networkKey("203.0.113.40")).toBe("203.0.113.40");
    expect(networkKey("::ffff:203.0.113.40")).toBe("203.0.113.40");
    expect(networkKey("::FFFF:cb00:7128")).toBe("203.0.113.40");
  });

  it("counts every address of one IPv6 /64 as one network, however it is written", () => {
    const one = networkKey("2001:db8:1234:5678::1");
    expect(one).toBe("2001:db8:1234:5678::/64");
    expect(networkKey("2001:0db8:1234:5678:abcd:ef01:2345:6789")).toBe(one);
    expect(networkKey("2001:DB8:1234:5678:ffff::")).toBe(one);
    expect(networkKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(networkKey("::1")).toBe("0:0:0:0::/64");
  });

  it("tells neighbouring IPv6 /64s apart", () => {
    expect(networkKey("2001:db8:1234:5679::1")).not.toBe(networkKey("2001:db8:1234:5678::1"));
  });

  it("leaves anything that is not an address alone", () => {
    expect(networkKey("unknown")).toBe("unknown");
  });
});
