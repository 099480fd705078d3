// `node bench/realtime.mjs [--quick] [--only=deliveries|latency]`: the realtime budgets of
// DESIGN §10, against one built Pulso server process (fresh PostgreSQL database, a private Redis
// for its bus), read by WebSocket clients in forked processes (bench/realtime/socketClients.mjs).
//
// 1. Deliveries per second of one instance, beside a bare `ws` broadcast of the same frames.
//    Real bets alone cannot measure the fan-out: each bet costs an HTTP request and a PostgreSQL
//    transaction, so bets/s would bound the figure long before the sockets do (that bet-driven
//    rate is still measured and given in the details). The fan-out is instead fed the way the
//    other instances of a scale-out deployment feed it (DESIGN §4): through the Redis bus, with
//    the very `poll_updated` messages the server published for real bets, republished at 1.25×
//    the broadcast rate the bare server just sustained, over enough markets (every socket
//    follows all of them) that the 250 ms coalescing window (DESIGN §6) is not what limits it.
//    The instance parses and checks each bus message, coalesces, serialises once and sends to
//    every subscriber. The baseline is a bare `ws` WebSocketServer in its own process
//    broadcasting, as fast as it can, the frames the clients received from Pulso for those real
//    bets, byte for byte, to as many sockets of the same client processes. Both are counted at
//    the clients, in alternating rounds; the same rounds are also given per CPU-second of each
//    server process, the steadier comparison on a machine shared with other work.
// 2. Bet → price-update latency with many subscribers of one market (5,000 in the full run).
//    For each bet: from sending the HTTP request to the arrival of the first `poll_updated` whose
//    volume includes it, at the first and at the last socket. Two paces: a hot market (Poisson
//    arrivals, 5 bets/s on average, so the coalescer holds most updates until its window ends:
//    up to 250 ms by design) and a quiet one (bets 500 ms apart, each opening a fresh window:
//    the pipeline's own latency, which DESIGN §10 holds to 150 ms at p99). For scale, a bare `ws` server's fan-out of the same frames to
//    as many sockets of the same clients is given beside it.
import { createDatabase } from "./lib/database.mjs";
import { percentile, quick, report, round } from "./lib/report.mjs";
import { startServer } from "./lib/serverProcess.mjs";
import { createMarket, deposit, placeBet, signUp } from "./realtime/api.mjs";
import { BUS_NAMESPACE, captureBusMessages, replayBusMessages } from "./realtime/busReplay.mjs";
import { monotonicMs } from "./realtime/clock.mjs";
import { cpuMsOf } from "./realtime/processCpu.mjs";
import { startPrivateRedis } from "./realtime/privateRedis.mjs";
import { startClientGroup } from "./realtime/clientGroup.mjs";
import { forkHelper } from "./realtime/rpc.mjs";
import { cpus, loadavg } from "node:os";
import pg from "pg";

/** `--only=deliveries` or `--only=latency` runs one of the two parts. */
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);

const SERVER_PORT = 8310;
const BARE_PORT = 8311;
const REDIS_PORT = 8312;
/** Every bet is the minimum bet, so a market's volume after its k-th bet is k × this. */
const BET_DOLLARS = 5;
const BET_CENTS = BET_DOLLARS * 100;

const settings = quick
  ? {
      deliveries: {
        sockets: 500,
        // 500 sockets × 200 markets × 4 updates/s: a 400,000 messages/s coalescing ceiling, well
        // above what a bare ws server sends here (75,000–200,000/s). With 20 markets the ceiling
        // was 40,000/s and the quick figure measured the 250 ms window, not the fan-out.
        markets: 200,
        bettors: 3,
        warmupMs: 1_000,
        measureMs: 3_000,
        rounds: 1,
        clientProcesses: 2,
      },
      latency: {
        sockets: 500,
        clientProcesses: 2,
        hotBets: 15,
        hotPerSecond: 5,
        quietBets: 6,
        bareFrames: 5,
        quietGapMs: 500,
      },
    }
  : {
      deliveries: {
        sockets: 2_000,
        markets: 200,
        bettors: 8,
        warmupMs: 2_000,
        measureMs: 10_000,
        rounds: 3,
        clientProcesses: 2,
      },
      latency: {
        sockets: 5_000,
        clientProcesses: 4,
        hotBets: 250,
        hotPerSecond: 5,
        quietBets: 100,
        bareFrames: 30,
        quietGapMs: 500,
      },
    };

const started = monotonicMs();
/** A progress line on stderr (stdout carries only the JSON measurements). */
const progress = (what) =>
  console.error(`[bench] realtime ${round((monotonicMs() - started) / 1000, 1)} s: ${what}`);

/** The machine the figures come from, and how busy it was (other work shares its cores). */
const machine = () => ({ cores: cpus().length, loadAverage1m: round(loadavg()[0], 1) });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => percentile(values, 50);

/** Signs up `count` bettors and gives each enough money for every bet they may place. */
async function fundedBettors(origin, count, dollarsEach) {
  const bettors = [];
  for (let index = 0; index < count; index += 1) {
    const user = await signUp(origin, `bettor${index}`);
    await deposit(origin, user, dollarsEach);
    bettors.push(user);
  }
  return bettors;
}

/** An admin: a signed-up user promoted in the database, as the first admin is in production. */
async function makeAdmin(origin, databaseUrl) {
  const admin = await signUp(origin, "admin");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.id]);
  await client.end();
  return admin;
}

/**
 * Keeps every bettor placing bets one after another, round-robin over `markets`, until `stop()`
 * is called, which resolves to the number of bets placed.
 */
function betContinuously(origin, bettors, markets) {
  let stopped = false;
  let next = 0;
  let placed = 0;
  const loops = bettors.map(async (bettor) => {
    while (!stopped) {
      const turn = next++;
      const market = markets[turn % markets.length];
      const option = market.optionIds[Math.floor(turn / markets.length) % 2];
      await placeBet(origin, bettor, market.id, option, BET_DOLLARS);
      placed += 1;
    }
  });
  return {
    placed: () => placed,
    async stop() {
      stopped = true;
      await Promise.all(loops);
      return placed;
    },
  };
}

/**
 * The bet-driven round: bettors bet round-robin over every market while the clients count, and
 * the bus messages the server publishes are kept for the replay rounds. Runs until every market
 * has had a bet, and for at least the measuring time.
 */
async function betDrivenRound(clients, origin, redisUrl, bettors, markets) {
  const capture = await captureBusMessages(redisUrl);
  const load = betContinuously(origin, bettors, markets);
  await clients.startCounting({ sampleFrames: 400 });
  const started = monotonicMs();
  while (
    capture.count() < markets.length ||
    monotonicMs() - started < settings.deliveries.measureMs
  ) {
    await sleep(100);
  }
  const counted = await clients.stopCounting();
  const bets = load.placed();
  await load.stop();
  await sleep(500);
  return { ...counted, bets, payloads: await capture.stop() };
}

/** A replay round: the kept bus messages published at a steady rate, frames counted at clients. */
async function replayRound(clients, redisUrl, payloads, serverPid, replayPerSecond) {
  const { warmupMs, measureMs } = settings.deliveries;
  const replay = await replayBusMessages(redisUrl, payloads, replayPerSecond);
  let counted;
  let cpuMs;
  try {
    await sleep(warmupMs);
    const cpu = cpuWatch(serverPid, clients.pids);
    await clients.startCounting();
    await sleep(measureMs);
    counted = await clients.stopCounting();
    cpuMs = cpu.stop();
  } finally {
    await replay.stop();
  }
  const [serverCpuMs, clientCpuMs] = cpuMs;
  await sleep(1_000); // let the last coalesced updates land before the next round
  return { ...counted, serverCpuMs, clientCpuMs };
}

/**
 * Starts counting the CPU time of a server process and of the client processes; `stop()`
 * returns both in milliseconds (null where /proc cannot tell).
 */
function cpuWatch(serverPid, clientPids) {
  const sum = (pids) => {
    const values = pids.map(cpuMsOf);
    return values.includes(null) ? null : values.reduce((total, value) => total + value, 0);
  };
  const before = [sum([serverPid]), sum(clientPids)];
  return {
    stop: () =>
      [sum([serverPid]), sum(clientPids)].map((now, index) =>
        now === null || before[index] === null ? null : now - before[index],
      ),
  };
}

/**
 * A bare round: the same frames broadcast by the bare server, counted by the same clients; as
 * fast as it can, or at `perSecond` broadcasts.
 */
async function bareRound(clients, bare, frames, perSecond = null) {
  const { warmupMs, measureMs } = settings.deliveries;
  const durationMs = warmupMs + measureMs + 300;
  const broadcasting = bare.call("broadcast", { frames, durationMs, perSecond });
  await sleep(warmupMs);
  const cpu = cpuWatch(bare.pid, clients.pids);
  await clients.startCounting();
  await sleep(measureMs);
  const counted = await clients.stopCounting();
  const [serverCpuMs, clientCpuMs] = cpu.stop();
  const sent = await broadcasting;
  await sleep(500);
  return {
    ...counted,
    ...sent,
    broadcastsPerSecond: sent.broadcasts / (durationMs / 1000),
    serverCpuMs,
    clientCpuMs,
  };
}

async function measureDeliveries({ clients, origin, serverPid, redisUrl, admin, bettors }) {
  const { sockets, markets: marketCount, rounds } = settings.deliveries;
  const bettorCount = bettors.length;
  const markets = [];
  for (let index = 0; index < marketCount; index += 1) {
    markets.push(await createMarket(origin, admin, `d${index}`));
  }
  progress(
    `${marketCount} markets and ${bettorCount} bettors ready; opening ${sockets} × 2 sockets`,
  );
  const bare = await forkHelper(new URL("./realtime/bareBroadcast.mjs", import.meta.url));
  try {
    const { url: bareUrl } = await bare.call("listen", { port: BARE_PORT });
    const pollIds = markets.map((market) => market.id);
    await clients.open({ url: `${origin.replace("http", "ws")}/ws`, count: sockets, pollIds });
    await clients.open({ url: bareUrl, count: sockets, pollIds });

    progress("sockets open; bet-driven round");
    const byBets = await betDrivenRound(clients, origin, redisUrl, bettors, markets);
    progress("alternating bare and bus-fed rounds");
    // The bare server broadcasts the frames the clients received from Pulso for those bets.
    const frames = byBets.samples;
    const pulso = [];
    const baseline = [];
    const replayRates = [];
    const pacedBaseline = [];
    for (let round = 0; round < rounds; round += 1) {
      const bareRun = await bareRound(clients, bare, frames);
      baseline.push(bareRun);
      // Bus messages at 1.25× the broadcasts the bare server just sustained: enough to keep
      // Pulso's hub busy (coalescing merges the excess) without parsing messages by the
      // thousand that nobody could be sent.
      const perSecond = Math.max(20, Math.round(1.25 * bareRun.broadcastsPerSecond));
      replayRates.push(perSecond);
      const pulsoRun = await replayRound(clients, redisUrl, byBets.payloads, serverPid, perSecond);
      pulso.push(pulsoRun);
      // For the CPU comparison: the bare server paced at the fan-outs Pulso just achieved. At
      // full speed it outruns its readers, and queued frames leave in fewer, larger writes,
      // which would flatter its CPU cost per frame.
      const pulsoBroadcasts = pulsoRun.messages / sockets / pulsoRun.seconds;
      pacedBaseline.push(await bareRound(clients, bare, frames, pulsoBroadcasts));
    }
    const status = await clients.status();
    const rate = (run) => run.messages / run.seconds;
    const ceiling = 4 * marketCount * sockets;
    const pulsoRates = pulso.map(rate);
    const bareRates = baseline.map(rate);
    const perCpuSecond = (run) =>
      run.serverCpuMs ? run.messages / (run.serverCpuMs / 1000) : null;
    const share = (run, key) =>
      run[key] === null ? null : round(run[key] / 1000 / run.seconds, 2);
    report({
      bench: "realtime",
      metric: "realtime deliveries/s, one instance",
      unit: "messages/s",
      figure: Math.round(median(pulsoRates)),
      baseline: {
        name: "bare ws WebSocketServer in its own process broadcasting the same frames, as fast as it can, to as many sockets of the same client process",
        value: Math.round(median(bareRates)),
      },
      // DESIGN §10: at least 0.9× a bare ws broadcast (goal 1.0×).
      budget: { kind: "ratio", value: 0.9 },
      details: {
        method:
          "Every socket follows every market. Pulso is fed through its Redis bus, as the other instances of a scale-out deployment feed it: the poll_updated messages it published for real bets (the latest of each market) are published again at a steady rate, 1.25× the broadcasts per second the bare server sustained in the round just before, so its hub parses, coalesces, serialises and fans out as fast as it can. The bare ws server broadcasts, as fast as it can, the frames the clients received from Pulso for the real bets, byte for byte. Frames are counted at the clients after a warm-up. Median of alternating rounds. A bet-driven round (bettors over HTTP, each bet one frame per socket) is given apart: there the figure is bounded by bets/s, i.e. by the HTTP and PostgreSQL work of a bet, not by the fan-out.",
        sockets,
        clientProcesses: settings.deliveries.clientProcesses,
        markets: marketCount,
        frameBytes: round(pulso[0].bytes / Math.max(1, pulso[0].messages), 0),
        distinctFrames: frames.length,
        busMessagesPerSecond: replayRates,
        coalescingCeiling: `${ceiling} messages/s (4 per market per second per socket)`,
        // True when Pulso's figure is within 10% of that ceiling: then the 250 ms window, not the
        // fan-out, bounds it, and the comparison with the bare server says nothing.
        boundByCoalescing: median(pulsoRates) >= 0.9 * ceiling,
        measureSeconds: settings.deliveries.measureMs / 1000,
        pulsoRounds: pulsoRates.map((value) => Math.round(value)),
        bareRounds: bareRates.map((value) => Math.round(value)),
        barePausesForLaggingReaders: baseline.map((run) => run.paused),
        betDriven: {
          deliveriesPerSecond: Math.round(rate(byBets)),
          betsPerSecond: round(byBets.bets / byBets.seconds, 1),
          deliveriesPerBet: round(byBets.messages / Math.max(1, byBets.bets), 0),
          bettors: bettorCount,
        },
        serverCoresUsed: {
          pulso: pulso.map((run) => share(run, "serverCpuMs")),
          bare: baseline.map((run) => share(run, "serverCpuMs")),
        },
        clientCoresUsed: {
          pulso: pulso.map((run) => share(run, "clientCpuMs")),
          bare: baseline.map((run) => share(run, "clientCpuMs")),
        },
        socketsDroppedDuringRun: status.closedUnexpectedly,
        clientRssMb: status.rssMb,
        machine: machine(),
      },
    });
    const pulsoPerCpu = pulso.map(perCpuSecond);
    const barePerCpu = pacedBaseline.map(perCpuSecond);
    if (
      pulsoPerCpu.every((value) => value !== null) &&
      barePerCpu.every((value) => value !== null)
    ) {
      report({
        bench: "realtime",
        metric: "realtime deliveries per server CPU-second",
        unit: "messages per CPU-second of the server process",
        figure: Math.round(median(pulsoPerCpu)),
        baseline: {
          name: "the bare ws broadcaster paced at the broadcasts/s Pulso achieved in the same round, per CPU-second of its process",
          value: Math.round(median(barePerCpu)),
        },
        budget: { kind: "ratio", value: 0.9 },
        details: {
          method:
            "Frames delivered divided by the CPU time (/proc user + system) each server process used while the clients counted: what one instance delivers per core it gets, which a machine shared with other work skews less than wall-clock rates. Pulso: the bus-fed rounds of the deliveries/s line (its CPU includes receiving and checking the bus messages). Bare: a third round per pass, paced at the fan-outs per second Pulso achieved, so both write each frame to each socket as it comes rather than in batches of frames queued behind slow readers.",
          pulsoRounds: pulsoPerCpu.map((value) => Math.round(value)),
          bareRounds: barePerCpu.map((value) => Math.round(value)),
          barePacedDeliveriesPerSecond: pacedBaseline.map((run) => Math.round(rate(run))),
          machine: machine(),
        },
      });
    }
  } finally {
    await clients.close();
    await bare.call("close").catch(() => {});
    await bare.stop();
  }
}

/**
 * Places `count` bets, one at a time per `delayBefore(index)` (open loop: a bet does not wait
 * for the previous answer); resolves to each bet's send and answer times.
 */
async function placePaced(origin, bettors, market, count, delayBefore) {
  const bets = [];
  const inFlight = [];
  for (let index = 0; index < count; index += 1) {
    await sleep(delayBefore(index));
    const bettor = bettors[index % bettors.length];
    const option = market.optionIds[index % 2];
    const bet = { sentAt: monotonicMs(), answeredAt: null };
    bets.push(bet);
    inFlight.push(
      placeBet(origin, bettor, market.id, option, BET_DOLLARS).then(() => {
        bet.answeredAt = monotonicMs();
      }),
    );
  }
  await Promise.all(inFlight);
  return bets;
}

/**
 * Matches bets with the frames that first showed them: the k-th bet on the market (counting
 * from `firstIndex`) is in the first `poll_updated` whose volume is at least k bets. Bets are
 * sent in order and commit in order at these paces; were one to overtake another, its latency
 * would be counted until the later one's update, never less.
 */
function latencies(bets, arrivals, firstIndex, sockets) {
  const frames = arrivals
    .map((arrival) => ({ ...arrival, message: JSON.parse(arrival.frame) }))
    .filter((arrival) => arrival.message.event === "poll_updated")
    .map((arrival) => ({ ...arrival, volumeCents: Math.round(arrival.message.volume * 100) }))
    .sort((a, b) => a.first - b.first);
  const first = [];
  const last = [];
  const answer = [];
  const answerToLast = [];
  let unmatched = 0;
  let incomplete = 0;
  bets.forEach((bet, offset) => {
    const volume = (firstIndex + offset + 1) * BET_CENTS;
    const frame = frames.find((candidate) => candidate.volumeCents >= volume);
    answer.push(bet.answeredAt - bet.sentAt);
    if (!frame) {
      unmatched += 1;
      return;
    }
    if (frame.count < sockets) incomplete += 1;
    first.push(frame.first - bet.sentAt);
    last.push(frame.last - bet.sentAt);
    answerToLast.push(frame.last - bet.answeredAt);
  });
  const spread = frames.map((frame) => frame.last - frame.first);
  const summary = (values) => ({
    p50: round(percentile(values, 50)),
    p99: round(percentile(values, 99)),
    max: round(Math.max(...values)),
  });
  return {
    first: summary(first),
    last: summary(last),
    betAnswer: summary(answer),
    answerToLast: summary(answerToLast),
    fanOutSpread: summary(spread),
    updates: frames.length,
    unmatched,
    incomplete,
  };
}

/**
 * The same fan-out from a bare `ws` server, for scale: as many sockets of the same client
 * processes, one frame at a time (the frames Pulso sent), 500 ms apart; per frame, the time from
 * the start of its send loop to its first and last socket, and the spread between them.
 */
async function measureBareFanOut(clients, frames) {
  const { sockets, bareFrames } = settings.latency;
  const bare = await forkHelper(new URL("./realtime/bareBroadcast.mjs", import.meta.url));
  try {
    const { url } = await bare.call("listen", { port: BARE_PORT });
    await clients.open({ url, count: sockets, pollIds: ["bare"] });
    await clients.startRecording();
    const sent = [];
    for (const frame of frames.slice(0, bareFrames)) {
      sent.push({ frame, ...(await bare.call("once", { frame })) });
      await sleep(500);
    }
    await sleep(1_000);
    const arrivals = new Map(
      (await clients.stopRecording()).map((arrival) => [arrival.frame, arrival]),
    );
    const toFirst = [];
    const toLast = [];
    const spread = [];
    for (const send of sent) {
      const arrival = arrivals.get(send.frame);
      if (!arrival) continue;
      toFirst.push(arrival.first - send.startedAt);
      toLast.push(arrival.last - send.startedAt);
      spread.push(arrival.last - arrival.first);
    }
    const summary = (values) => ({
      p50: round(percentile(values, 50)),
      p99: round(percentile(values, 99)),
    });
    return {
      frames: sent.length,
      sendLoopToFirst: summary(toFirst),
      sendLoopToLast: summary(toLast),
      spread: summary(spread),
    };
  } finally {
    await clients.close();
    await bare.call("close").catch(() => {});
    await bare.stop();
  }
}

async function measureLatency({ clients, origin, admin, bettors }) {
  const { sockets, hotBets, hotPerSecond, quietBets, quietGapMs } = settings.latency;
  const market = await createMarket(origin, admin, "latency");
  progress(`latency market ready; opening ${sockets} sockets`);
  const opened = monotonicMs();
  await clients.open({
    url: `${origin.replace("http", "ws")}/ws`,
    count: sockets,
    pollIds: [market.id],
  });
  const openSeconds = (monotonicMs() - opened) / 1000;
  try {
    progress("hot pace");
    // Hot: exponential gaps (Poisson arrivals) averaging 1/hotPerSecond.
    await clients.startRecording();
    const hot = await placePaced(origin, bettors, market, hotBets, () =>
      Math.round((-Math.log(1 - Math.random()) * 1000) / hotPerSecond),
    );
    await sleep(1_500);
    const hotArrivals = await clients.stopRecording();
    await sleep(500);
    progress("quiet pace");
    // Quiet: every bet finds the market's coalescing window closed.
    await clients.startRecording();
    const quiet = await placePaced(origin, bettors, market, quietBets, () => quietGapMs);
    await sleep(1_500);
    const quietArrivals = await clients.stopRecording();
    const status = await clients.status();
    await clients.close();
    progress("bare ws fan-out for scale");
    const bareFanOut = await measureBareFanOut(
      clients,
      hotArrivals.map((arrival) => arrival.frame),
    );

    const paces = [
      {
        name: "hot",
        pace: `Poisson arrivals, ${hotPerSecond} bets/s on average`,
        stats: latencies(hot, hotArrivals, 0, sockets),
        bets: hotBets,
      },
      {
        name: "quiet",
        pace: `one bet every ${quietGapMs} ms: each finds the 250 ms window closed`,
        stats: latencies(quiet, quietArrivals, hotBets, sockets),
        bets: quietBets,
      },
    ];
    for (const { name, pace, stats, bets } of paces) {
      for (const which of ["last", "first"]) {
        report({
          bench: "realtime",
          metric: `bet → poll_updated p99, ${which} of ${sockets} sockets, ${name} market`,
          unit: "ms",
          figure: stats[which].p99,
          // DESIGN §10 holds the update a bet causes to 150 ms at p99 where DESIGN §6 lets it go
          // out at once (the quiet market: the first change after a quiet period); on the hot
          // market §6 itself holds most updates to the end of a 250 ms window, so that figure
          // is reported for what the coalescing costs, against no budget.
          budget: name === "quiet" ? { kind: "max", value: 150 } : null,
          details: {
            p50: stats[which].p50,
            max: stats[which].max,
            from: "the HTTP bet request being sent",
            to: `the first poll_updated including the bet reaching the ${which} of ${sockets} subscribed sockets`,
            pace,
            bets,
            coalescing:
              name === "hot"
                ? "DESIGN §6 allows one poll_updated per market per 250 ms: the first bet of a quiet market goes out at once and opens a window; bets inside a window wait for its end, so at this pace most bets wait up to 250 ms by design, and the p99 sits near 250 ms plus the fan-out."
                : "Each bet opens a fresh window and goes out at once: this is the pipeline's own latency (HTTP, transaction, bus, fan-out).",
            betAnswerMs: stats.betAnswer,
            betAnswerToLastSocketMs: stats.answerToLast,
            fanOutSpreadMs: stats.fanOutSpread,
            bareWsFanOutMs: bareFanOut,
            updatesDelivered: stats.updates,
            betsWithoutUpdate: stats.unmatched,
            updatesMissingSockets: stats.incomplete,
            socketsDropped: status.closedUnexpectedly,
            socketsOpenSeconds: round(openSeconds, 1),
            clientProcesses: settings.latency.clientProcesses,
            clientRssMb: status.rssMb,
            machine: machine(),
          },
        });
      }
    }
  } finally {
    await clients.close();
  }
}

async function main() {
  const database = await createDatabase("pulso_bench_realtime");
  let redis = null;
  let server = null;
  let clients = null;
  try {
    redis = await startPrivateRedis(REDIS_PORT);
    server = await startServer({
      port: SERVER_PORT,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: redis.url,
        REDIS_NAMESPACE: BUS_NAMESPACE,
        CARD_SANDBOX_SECRET: "pulso-bench-card-sandbox-secret-0123456789",
        CARD_DEPOSIT_MAX_USD: "1000000",
      },
    });
    const origin = server.origin;
    progress("server up");
    const admin = await makeAdmin(origin, database.url);
    // $100,000 each: far more than the $5 bets of a full run can spend.
    const bettors = await fundedBettors(origin, settings.deliveries.bettors, 100_000);
    if (only !== "latency") {
      clients = await startClientGroup(settings.deliveries.clientProcesses);
      await measureDeliveries({
        clients,
        origin,
        serverPid: server.pid,
        redisUrl: redis.url,
        admin,
        bettors,
      });
      await clients.stop();
    }
    if (only !== "deliveries") {
      clients = await startClientGroup(settings.latency.clientProcesses);
      await measureLatency({ clients, origin, admin, bettors });
    }
  } finally {
    await clients?.stop();
    await server?.stop();
    await redis?.stop();
    await database.drop();
  }
}

main().catch((error) => {
  console.error("[bench] realtime failed:", error);
  process.exitCode = 1;
});
