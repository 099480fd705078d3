// How every benchmark reports: one JSON object per measurement on stdout, with the figure, the
// baseline measured in the same run, their ratio, and the DESIGN §10 budget it is held to.
// Benchmarks report; they never fail a run for a missed budget (CI keeps them out of pass/fail).

/** `--quick` (or PULSO_BENCH_QUICK=1): the short run CI uses to prove a benchmark still works. */
export const quick = process.argv.includes("--quick") || process.env.PULSO_BENCH_QUICK === "1";

/** The p-th percentile (0–100) of `values`, nearest-rank. */
export function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Rounds to `digits` decimals, leaving nulls alone. */
export function round(value, digits = 1) {
  if (value === null || value === undefined) return value;
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

/**
 * Prints one measurement. `budget` says how it is judged: `{ kind: "max", value }` (at most),
 * `{ kind: "min", value }` (at least) or `{ kind: "ratio", value }` (figure / baseline at least);
 * `met` is computed from it.
 */
export function report({
  bench,
  metric,
  unit,
  figure,
  baseline = null,
  budget = null,
  details = {},
}) {
  const ratio =
    baseline &&
    typeof baseline.value === "number" &&
    baseline.value !== 0 &&
    typeof figure === "number"
      ? round(figure / baseline.value, 2)
      : null;
  let met = null;
  if (budget && typeof figure === "number") {
    if (budget.kind === "max") met = figure <= budget.value;
    else if (budget.kind === "min") met = figure >= budget.value;
    else if (budget.kind === "ratio" && ratio !== null) met = ratio >= budget.value;
  }
  const line = { bench, metric, unit, figure, baseline, ratio, budget, met, quick, details };
  console.log(JSON.stringify(line));
  return line;
}
