/**
 * The local EVM chain of the money journeys, run by Playwright as a web server: starts anvil
 * (from the server's `@foundry-rs/anvil` package) on 127.0.0.1:8645 with chain id 31337, deploys
 * the server tests' ERC-20 (6 decimals, the whole supply to anvil's account 0, the wallet the
 * journeys pay from) and gives the hot wallet (anvil's account 2) test tokens to send withdrawals.
 * Then `GET http://127.0.0.1:8646/ready` answers 200. SIGTERM/SIGINT stop anvil.
 *
 * Plain node (no TypeScript): anvil's binary and viem come from packages/server, and the token's
 * ABI and bytecode from the server's `test-utils/testToken.ts`, read as text.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";

const HOST = "127.0.0.1";
const RPC_PORT = 8645;
const READY_PORT = 8646;
const CHAIN_ID = 31337;
/** Where the token lands: the first contract account 0 deploys on a fresh node. */
const EXPECTED_TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
/** Anvil's account 2 (its public development mnemonic): the server's hot wallet. */
const HOT_WALLET = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
/** One million test USDC (6 decimals) for the hot wallet to send withdrawals from. */
const HOT_WALLET_TOKENS = 1_000_000n * 10n ** 6n;

const serverPackage = new URL("../../packages/server/package.json", import.meta.url);
const requireFromServer = createRequire(serverPackage);
const viem = requireFromServer("viem");

/** The anvil binary of the `@foundry-rs/anvil` npm package (its platform package). */
function anvilBinary() {
  const wrapper = requireFromServer.resolve("@foundry-rs/anvil/package.json");
  const platform = `${process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;
  return createRequire(wrapper).resolve(`@foundry-rs/anvil-${platform}/bin/anvil`);
}

/** The test ERC-20's bytecode, read from the server's test helper (one string constant). */
function tokenBytecode() {
  const source = readFileSync(
    new URL("../../packages/server/src/crypto/test-utils/testToken.ts", import.meta.url),
    "utf8",
  );
  const match = /TEST_TOKEN_BYTECODE\s*=\s*"(0x[0-9a-fA-F]+)"/.exec(source);
  if (!match) throw new Error("the test token's bytecode was not found in testToken.ts");
  return match[1];
}

/** The two parts of the token's ABI used here: its constructor and `transfer`. */
const TOKEN_ABI = [
  {
    type: "constructor",
    stateMutability: "nonpayable",
    inputs: [
      { name: "name_", type: "string" },
      { name: "symbol_", type: "string" },
      { name: "decimals_", type: "uint8" },
      { name: "supply", type: "uint256" },
    ],
  },
  {
    type: "function",
    name: "transfer",
    stateMutability: "nonpayable",
    inputs: [
      { name: "to", type: "address" },
      { name: "value", type: "uint256" },
    ],
    outputs: [{ name: "", type: "bool" }],
  },
];

const rpcUrl = `http://${HOST}:${RPC_PORT}`;
const anvil = spawn(
  anvilBinary(),
  ["--port", String(RPC_PORT), "--host", HOST, "--chain-id", String(CHAIN_ID), "--silent"],
  { stdio: ["ignore", "ignore", "inherit"] },
);
let stopping = false;
let readyServer = null;

function stop(code) {
  stopping = true;
  readyServer?.close();
  if (anvil.exitCode === null) anvil.kill("SIGTERM");
  process.exit(code);
}
process.on("SIGTERM", () => stop(0));
process.on("SIGINT", () => stop(0));
anvil.on("exit", (code) => {
  if (stopping) return;
  console.error(`localChain: anvil exited (${code ?? "signal"})`);
  stop(1);
});

async function prepare() {
  const chain = viem.defineChain({
    id: CHAIN_ID,
    name: "anvil",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = viem.http(rpcUrl, { timeout: 5_000, retryCount: 0 });
  const publicClient = viem.createPublicClient({ chain, transport });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await publicClient.getBlockNumber({ cacheTime: 0 });
      break;
    } catch (error) {
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  // Anvil's accounts are unlocked: account 0 sends through the node, as the journeys' wallet does.
  const [deployer] = await publicClient.request({ method: "eth_accounts" });
  const wallet = viem.createWalletClient({ account: deployer, chain, transport });
  const deployHash = await wallet.deployContract({
    abi: TOKEN_ABI,
    bytecode: tokenBytecode(),
    args: ["USD Coin (test)", "USDC", 6, 10n ** 30n],
  });
  const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash });
  const token = deployed.contractAddress;
  if (!token || token.toLowerCase() !== EXPECTED_TOKEN.toLowerCase()) {
    throw new Error(`the test token landed at ${token}, not ${EXPECTED_TOKEN}: is the node fresh?`);
  }
  const fundHash = await wallet.writeContract({
    address: token,
    abi: TOKEN_ABI,
    functionName: "transfer",
    args: [HOT_WALLET, HOT_WALLET_TOKENS],
  });
  const funded = await publicClient.waitForTransactionReceipt({ hash: fundHash });
  if (funded.status !== "success") throw new Error("funding the hot wallet failed");
}

try {
  await prepare();
} catch (error) {
  console.error("localChain: the chain could not be prepared:", error);
  stop(1);
}

readyServer = createServer((request, response) => {
  const ready = request.url === "/ready";
  response.writeHead(ready ? 200 : 404, { "content-type": "text/plain" });
  response.end(ready ? "ready" : "not found");
});
readyServer.listen(READY_PORT, HOST);
