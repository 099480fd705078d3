import { describe, expect, it } from "vitest";
import { createBatchQueue, type BatchOutcome } from "./batchQueue";

/** A run that records its batches and finishes only when the test says so. */
function controlledRun() {
  const runs: { key: string; inputs: number[]; finish: (fail?: Error) => void }[] = [];
  const run = (key: string, inputs: number[]) =>
    new Promise<BatchOutcome<string>[]>((resolve, reject) => {
      runs.push({
        key,
        inputs,
        finish: (fail) =>
          fail
            ? reject(fail)
            : resolve(
                inputs.map((input) =>
                  input < 0
                    ? { ok: false, error: new Error(`refused ${input}`) }
                    : { ok: true, value: `${key}:${input}` },
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
    const queue = createBatchQueue({ keyOf: () => "m1", run, maxBatch: 3 });
    const first = queue.push(1);
    const rest = [2, 3, 4, 5, 6].map((input) => queue.push(input));
    expect(runs.map((entry) => entry.inputs)).toEqual([[1]]);
    expect(queue.waiting("m1")).toBe(5);

    runs[0]!.finish();
    expect(await first).toBe("m1:1");
    await tick();
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [2, 3, 4]]);
    runs[1]!.finish();
    await tick();
    expect(runs.map((entry) => entry.inputs)).toEqual([[1], [2, 3, 4], [5, 6]]);
    runs[2]!.finish();
    expect(await Promise.all(rest)).toEqual(["m1:2", "m1:3", "m1:4", "m1:5", "m1:6"]);
    expect(queue.waiting("m1")).toBe(0);
  });

  it("gives each item its own outcome, and a failed run fails only its own batch", async () => {
    const { runs, run } = controlledRun();
    const queue = createBatchQueue({ keyOf: () => "m1", run, maxBatch: 10 });
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

  it("never makes one key wait for another", async () => {
    const { runs, run } = controlledRun();
    const queue = createBatchQueue({
      keyOf: (input: number) => `m${input % 2}`,
      run,
      maxBatch: 10,
    });
    const even = queue.push(2);
    const odd = queue.push(1);
    expect(runs.map((entry) => [entry.key, entry.inputs])).toEqual([
      ["m0", [2]],
      ["m1", [1]],
    ]);
    runs[1]!.finish();
    expect(await odd).toBe("m1:1");
    runs[0]!.finish();
    expect(await even).toBe("m0:2");
  });
});
