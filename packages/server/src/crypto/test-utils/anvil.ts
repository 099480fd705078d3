import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import {
  createPublicClient,
  createTestClient,
  createWalletClient,
  defineChain,
  http,
  type Address,
  toHex,
  type Hex,
} from "viem";
import { mnemonicToAccount, privateKeyToAccount } from "viem/accounts";
import { TEST_TOKEN_ABI, TEST_TOKEN_BYTECODE } from "./testToken";

/** The chain id the test node reports (differs from every real chain). */
export const ANVIL_CHAIN_ID = 31_337;

/** Anvil's public development mnemonic: its first accounts start with 10,000 test ETH. */
const ANVIL_MNEMONIC = "test test test test test test test test test test test junk";

function anvilKey(addressIndex: number): Hex {
  const key = mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex }).getHdKey().privateKey;
  if (!key) throw new Error("no private key derived");
  return toHex(key);
}

/** Keys of anvil's funded accounts 0–2 (test use only). */
export const ANVIL_KEYS = {
  deployer: anvilKey(0),
  payer: anvilKey(1),
  hotWallet: anvilKey(2),
};

/** The anvil binary from the `@foundry-rs/anvil` npm package (its platform package). */
function anvilBinary(): string {
  const require = createRequire(import.meta.url);
  const wrapper = require.resolve("@foundry-rs/anvil/package.json");
  const platform = `${process.platform}-${process.arch === "x64" ? "amd64" : process.arch}`;
  try {
    return createRequire(wrapper).resolve(`@foundry-rs/anvil-${platform}/bin/anvil`);
  } catch {
    throw new Error(
      `anvil for ${platform} is missing: run pnpm install (it comes with @foundry-rs/anvil)`,
    );
  }
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** A local anvil node for one test file, and the few chain actions the tests need. */
export interface Anvil {
  rpcUrl: string;
  deployToken(symbol: string, decimals: number): Promise<Address>;
  transferToken(
    key: Hex,
    token: Address,
    to: Address,
    amount: bigint,
    gas?: bigint,
  ): Promise<{ status: "success" | "reverted"; transactionHash: Hex }>;
  /** Sends `value` wei of the native coin from `key`'s account and waits for the receipt. */
  sendNative(
    key: Hex,
    to: Address,
    value: bigint,
  ): Promise<{ status: "success" | "reverted"; transactionHash: Hex; blockNumber: bigint }>;
  tokenBalance(token: Address, owner: Address): Promise<bigint>;
  mine(blocks: number): Promise<void>;
  snapshot(): Promise<Hex>;
  revert(id: Hex): Promise<void>;
  stop(): Promise<void>;
}

/** Starts anvil on a free port (from the npm package's binary) and waits until it answers. */
export async function startAnvil(): Promise<Anvil> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    anvilBinary(),
    [
      "--port",
      String(port),
      "--host",
      "127.0.0.1",
      "--chain-id",
      String(ANVIL_CHAIN_ID),
      "--silent",
    ],
    { stdio: "ignore" },
  );
  const rpcUrl = `http://127.0.0.1:${port}`;
  const chain = defineChain({
    id: ANVIL_CHAIN_ID,
    name: "anvil",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  });
  const transport = http(rpcUrl);
  const publicClient = createPublicClient({ chain, transport });
  const testClient = createTestClient({ chain, transport, mode: "anvil" });
  for (let attempt = 0; ; attempt += 1) {
    try {
      await publicClient.getBlockNumber({ cacheTime: 0 });
      break;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const walletOf = (key: Hex) =>
    createWalletClient({ account: privateKeyToAccount(key), chain, transport });

  return {
    rpcUrl,
    /** Deploys a test ERC-20 whose supply goes to the deployer; resolves its address. */
    async deployToken(symbol: string, decimals: number): Promise<Address> {
      const wallet = walletOf(ANVIL_KEYS.deployer);
      const hash = await wallet.deployContract({
        abi: TEST_TOKEN_ABI,
        bytecode: TEST_TOKEN_BYTECODE,
        args: [symbol, symbol, decimals, 10n ** 30n],
      });
      const receipt = await publicClient.waitForTransactionReceipt({ hash });
      if (!receipt.contractAddress) throw new Error("the test token was not deployed");
      return receipt.contractAddress;
    },
    /** Sends `amount` of a token from `key`'s account; `gas` forces a reverting send in. */
    async transferToken(key: Hex, token: Address, to: Address, amount: bigint, gas?: bigint) {
      const wallet = walletOf(key);
      const hash = await wallet.writeContract({
        address: token,
        abi: TEST_TOKEN_ABI,
        functionName: "transfer",
        args: [to, amount],
        ...(gas ? { gas } : {}),
      });
      return publicClient.waitForTransactionReceipt({ hash });
    },
    async sendNative(key: Hex, to: Address, value: bigint) {
      const hash = await walletOf(key).sendTransaction({ to, value });
      return publicClient.waitForTransactionReceipt({ hash });
    },
    async tokenBalance(token: Address, owner: Address): Promise<bigint> {
      return publicClient.readContract({
        address: token,
        abi: TEST_TOKEN_ABI,
        functionName: "balanceOf",
        args: [owner],
      });
    },
    mine: (blocks: number) => testClient.mine({ blocks }),
    snapshot: () => testClient.snapshot(),
    revert: (id: Hex) => testClient.revert({ id }),
    async stop() {
      child.kill("SIGTERM");
    },
  };
}

/**
 * Deploys a test USDC (6 decimals) and gives the server's hot wallet 1,000 of it, so approved
 * withdrawals can be sent.
 */
export async function deployHotWalletUsdc(anvil: Anvil): Promise<Address> {
  const usdc = await anvil.deployToken("USDC", 6);
  await anvil.transferToken(
    ANVIL_KEYS.deployer,
    usdc,
    privateKeyToAccount(ANVIL_KEYS.hotWallet).address,
    1_000_000_000n,
  );
  return usdc;
}

/** The server settings of one chain, `base`, served by `anvil`, with the anvil hot wallet. */
export function baseChainEnv(anvil: Anvil, usdc: Address): Record<string, string> {
  return {
    CRYPTO_CHAINS: JSON.stringify({
      base: { rpcUrl: anvil.rpcUrl, chainId: ANVIL_CHAIN_ID, tokens: { USDC: usdc } },
    }),
    CRYPTO_HOT_WALLET_KEY: ANVIL_KEYS.hotWallet,
  };
}
