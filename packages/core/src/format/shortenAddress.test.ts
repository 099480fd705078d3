import { describe, expect, it } from "vitest";
import { shortenAddress } from "./shortenAddress";

describe("shortenAddress", () => {
  it("keeps the first 6 and the last 4 characters around one ellipsis", () => {
    expect(shortenAddress("0x1234567890abcdef1234567890abcdef1234abcd")).toBe("0x1234…abcd");
    expect(shortenAddress("bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq")).toBe("bc1qar…5mdq");
    expect(shortenAddress("12345678901")).toBe("123456…8901");
  });

  it("returns addresses of 10 characters or fewer unchanged", () => {
    expect(shortenAddress("1234567890")).toBe("1234567890");
    expect(shortenAddress("0xabc")).toBe("0xabc");
    expect(shortenAddress("")).toBe("");
  });
});
