// One clock for every benchmark process: `process.hrtime` is the machine's monotonic clock, so
// times taken in the socket clients and in the benchmark process compare directly.

/** Milliseconds on the machine-wide monotonic clock. */
export const monotonicMs = () => Number(process.hrtime.bigint()) / 1e6;
