// The figure of the bets benchmark: `POST /api/v1/bets` over HTTP from `clients` concurrent
// loops, each sending its next bet as soon as the last one was answered (closed loop, like
// pgbench's clients). Plain node:http with keep-alive: fetch would spend more of the two cores
// on the load generator than on the server it measures.
import http from "node:http";
import { percentile } from "../lib/report.mjs";

/** Sends one JSON POST and resolves to its status and body once the answer is complete. */
function postJson(agent, url, token, body) {
  return new Promise((resolve, reject) => {
    const payload = JSON.stringify(body);
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(payload),
          authorization: `Bearer ${token}`,
        },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, text }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(payload);
  });
}

/**
 * Places bets for `warmupSeconds` (not counted) then `seconds` (counted): each bet by a random
 * user on a random market of `markets`, a random option, $5.00–$20.00. Resolves to bets/s,
 * p50/p99 latency in ms of the counted bets, and the refusals by code (there should be none).
 */
export async function runHttpLoad({
  origin,
  tokens,
  markets,
  clients,
  seconds,
  warmupSeconds,
  onWindow = () => undefined,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL("/api/v1/bets", origin);
  const latencies = [];
  const refusals = {};
  let counted = 0;
  const started = performance.now();
  const measureFrom = started + warmupSeconds * 1000;
  const measureTo = measureFrom + seconds * 1000;

  const client = async () => {
    while (performance.now() < measureTo) {
      const market = markets[Math.floor(Math.random() * markets.length)];
      const token = tokens[Math.floor(Math.random() * tokens.length)];
      const body = {
        pollId: market.id,
        optionId: market.optionIds[Math.floor(Math.random() * 2)],
        amount: (500 + Math.floor(Math.random() * 1501)) / 100,
      };
      const sent = performance.now();
      const answer = await postJson(agent, url, token, body);
      const done = performance.now();
      if (answer.status !== 201) {
        const code = /"code":"([A-Z_]+)"/.exec(answer.text)?.[1] ?? String(answer.status);
        refusals[code] = (refusals[code] ?? 0) + 1;
      } else if (sent >= measureFrom && done <= measureTo) {
        counted += 1;
        latencies.push(done - sent);
      }
    }
  };
  // The counted window's edges, for whoever measures beside the bets (CPU time per process).
  const edges = [
    setTimeout(() => onWindow("start"), measureFrom - started),
    setTimeout(() => onWindow("end"), measureTo - started),
  ];
  await Promise.all(Array.from({ length: clients }, client));
  for (const edge of edges) clearTimeout(edge);
  agent.destroy();
  return {
    betsPerSecond: counted / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    bets: counted,
    refusals,
  };
}
