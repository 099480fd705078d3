import { describe, expect, it } from "vitest";
import { createBatchQueue, type BatchOutcome } from "./batchQueue";

/** A run that records its batches and finishes only when the test says so. */
function controlledRun() {
  const runs: { inputs: number[]; finish: (fail?: Error) => void }[] = [];
  const run = (inputs: number[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      runs.push({
        inputs,
        finish: (fail) =>
          fail
            ? reject(fail)
            : resolve(
                inputs.map((input) =>
                  input < 0
                    ? { ok: false, error: new Error(`refused ${input}`) }
                    : { ok: true, value: `done:${input}` },
                ),
              ),
      });
    });
  return { runs, run };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("createBatchQueue", () => {
  it("runs a lone item at once and gathers the items that arrive meanwhile into the next run", async () => {
    const { runs, run } = controlledRun();
    const queue = createBatchQueue({ keyOf: () => "m1", run, maxBatch: 3, maxRuns: 4 });
    const first = queue.push(1);
    const rest = [2, 3, 4, 5, 6].map((input) => queue.push(input));
    expect(runs.map((entry) => entry.inputs)).toEqual([[1]]);
    expect(queue.waiting("m1")).toBe(5);

    runs[0]!.finish();
    expect(await first).toBe("done:1");
    await tick();
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [2, 3, 4]]);
    runs[1]!.finish();
    await tick();
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [2, 3, 4], [5, 6]]);
    runs[2]!.finish();
    expect(await Promise.all(rest)).toEqual(["done:2", "done:3", "done:4", "done:5", "done:6"]);
    expect(queue.waiting("m1")).toBe(0);
  });

  it("gives each item its own outcome, and a failed run fails only its own batch", async () => {
    const { runs, run } = controlledRun();
    const queue = createBatchQueue({ keyOf: () => "m1", run, maxBatch: 10, maxRuns: 4 });
    const lone = queue.push(1);
    const batched = [2, -3, 4].map((input) => queue.push(input));
    runs[0]!.finish(new Error("connection lost"));
    await expect(lone).rejects.toThrow("connection lost");
    await tick();
    runs[1]!.finish();
    const settled = await Promise.allSettled(batched);
    expect(settled.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(settled[1]).toMatchObject({ reason: new Error("refused -3") });
  });

  it("runs items of free keys at once, side by side, up to maxRuns", async () => {
    const { runs, run } = controlledRun();
    const queue = createBatchQueue({
      keyOf: (input: number) => `m${input}`,
      run,
      maxBatch: 10,
      maxRuns: 2,
    });
    const first = queue.push(1);
    const second = queue.push(2);
    const later = [3, 4, 5].map((input) => queue.push(input));
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [2]]);
    runs[1]!.finish();
    expect(await second).toBe("done:2");
    await tick();
    // Group commit: the items of three different keys that waited share one run.
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [2], [3, 4, 5]]);
    runs[0]!.finish();
    runs[2]!.finish();
    expect(await first).toBe("done:1");
    expect(await Promise.all(later)).toEqual(["done:3", "done:4", "done:5"]);
  });

  it("never lets an item overtake an older one of its key, nor a busy key hold back the others", async () => {
    const { runs, run } = controlledRun();
    const queue = createBatchQueue({
      keyOf: (input: number) => (input < 10 ? "hot" : `m${input}`),
      run,
      maxBatch: 10,
      maxRuns: 2,
    });
    const outcomes = [1, 2, 11, 3, 12].map((input) => queue.push(input));
    // 1 holds "hot"; the second run takes 11 and 12 past the waiting hot items.
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [11]]);
    expect(queue.waiting("hot")).toBe(2);
    runs[1]!.finish();
    await tick();
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [11], [12]]);
    runs[0]!.finish();
    await tick();
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [11], [12], [2, 3]]);
    runs[2]!.finish();
    runs[3]!.finish();
    expect(await Promise.all(outcomes)).toEqual([
      "done:1",
      "done:2",
      "done:11",
      "done:3",
      "done:12",
    ]);
  });

  it("answers an error for an item its run gave no outcome", async () => {
    const queue = createBatchQueue({
      keyOf: () => "m",
      run: async () => [],
      maxBatch: 10,
      maxRuns: 1,
    });
    await expect(queue.push(1)).rejects.toThrow("no outcome");
  });
});
