import { describe, expect, it } from "vitest";
import { createSubscriptionSet, inBatches } from "./subscriptions";

describe("createSubscriptionSet", () => {
  it("counts subscribers per poll", () => {
    const set = createSubscriptionSet();
    expect(set.add(["a", "b", "a"])).toEqual(["a", "b"]);
    expect(set.add(["b", "c"])).toEqual(["c"]);
    expect(set.remove(["b"])).toEqual([]);
    expect(set.remove(["b", "zzz"])).toEqual(["b"]);
    expect(set.ids().sort()).toEqual(["a", "c"]);
  });
});

describe("inBatches", () => {
  it("splits ids into frames of at most the batch size", () => {
    const ids = Array.from({ length: 250 }, (_, index) => `m_${index}`);
    expect(inBatches(ids).map((batch) => batch.length)).toEqual([100, 100, 50]);
    expect(inBatches([])).toEqual([]);
  });
});
