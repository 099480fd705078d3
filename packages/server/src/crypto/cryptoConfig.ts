import { WALLET_CHAINS, type WalletChain, type WalletToken } from "@pulso/core";
import { getAddress, isAddress, type Address, type Hex } from "viem";
import { z } from "zod";
import { ConfigError, type Config } from "../config";

/**
 * The deposit addresses' mnemonic outside production. PUBLIC TEST VALUE: anyone can read it
 * here, so funds sent to its addresses are anyone's. Production must set CRYPTO_HD_MNEMONIC.
 */
export const DEV_HD_MNEMONIC =
  "pelican library giraffe cheap student tip silk tongue degree help aim fresh";

/** A token as the server uses it on one configured chain (the contract may be overridden). */
export interface ConfiguredToken extends Omit<WalletToken, "contractAddress"> {
  contractAddress: Address | null;
}

/** One chain the server watches and sends on: core's chain plus where and how to reach it. */
export interface ConfiguredChain {
  /** Core's chain (the id the API speaks, its name and tokens). */
  chain: WalletChain;
  rpcUrl: string;
  /** The id the node reports (a local test node has its own); core's id otherwise. */
  nodeChainId: number;
  confirmations: number;
  tokens: readonly ConfiguredToken[];
}

/** Everything the crypto module reads from the configuration, validated once at start. */
export interface CryptoSettings {
  /** Chains with an RPC URL, by core's chain id. */
  chains: ReadonlyMap<number, ConfiguredChain>;
  mnemonic: string;
  hotWalletKey: Hex | null;
  /** USD price of one native coin, in cents, by symbol. */
  nativeUsdCents: ReadonlyMap<string, number>;
  paymentTtlMs: number;
  watchIntervalMs: number;
  /** How long one JSON-RPC call may take before it fails (CRYPTO_RPC_TIMEOUT_MS). */
  rpcTimeoutMs: number;
}

const chainEntrySchema = z.strictObject({
  rpcUrl: z.url({ protocol: /^(https?|wss?)$/ }),
  chainId: z.number().int().positive().optional(),
  confirmations: z.number().int().min(1).max(1000).optional(),
  tokens: z
    .record(
      z.string(),
      z.string().refine((value) => isAddress(value, { strict: false }), "not an EVM address"),
    )
    .optional(),
});
const chainsSchema = z.record(z.string(), chainEntrySchema);
const pricesSchema = z.record(z.string(), z.number().positive().max(10_000_000));

function parseJson<T>(name: string, raw: string, schema: z.ZodType<T>): T {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new ConfigError(`Invalid configuration:\n  ${name}: must be JSON (got ${raw})`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${name}.${issue.path.join(".")}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  return parsed.data;
}

function configureChain(key: string, entry: z.output<typeof chainEntrySchema>): ConfiguredChain {
  const chain = WALLET_CHAINS.find((candidate) => candidate.key === key);
  if (!chain) {
    const keys = WALLET_CHAINS.map((candidate) => candidate.key).join(", ");
    throw new ConfigError(
      `Invalid configuration:\n  CRYPTO_CHAINS: unknown chain "${key}" (one of ${keys})`,
    );
  }
  const overrides = entry.tokens ?? {};
  for (const symbol of Object.keys(overrides)) {
    const token = chain.tokens.find((candidate) => candidate.symbol === symbol.toUpperCase());
    if (!token?.contractAddress) {
      throw new ConfigError(
        `Invalid configuration:\n  CRYPTO_CHAINS.${key}.tokens: "${symbol}" is not an ERC-20 token of ${chain.name}`,
      );
    }
  }
  const overrideOf = (symbol: string) =>
    Object.entries(overrides).find(([name]) => name.toUpperCase() === symbol)?.[1];
  return {
    chain,
    rpcUrl: entry.rpcUrl,
    nodeChainId: entry.chainId ?? chain.id,
    confirmations: entry.confirmations ?? chain.confirmations,
    tokens: chain.tokens.map((token) => {
      const contract = overrideOf(token.symbol) ?? token.contractAddress;
      return { ...token, contractAddress: contract ? getAddress(contract) : null };
    }),
  };
}

/**
 * Reads and checks the crypto settings (CRYPTO_* variables), failing with a ConfigError that
 * names the bad variable. Production needs its own mnemonic: the development one is public.
 */
export function loadCryptoSettings(config: Config): CryptoSettings {
  const chains = new Map<number, ConfiguredChain>();
  if (config.CRYPTO_CHAINS) {
    const entries = parseJson("CRYPTO_CHAINS", config.CRYPTO_CHAINS, chainsSchema);
    for (const [key, entry] of Object.entries(entries)) {
      const configured = configureChain(key, entry);
      chains.set(configured.chain.id, configured);
    }
  }
  const mnemonic = config.CRYPTO_HD_MNEMONIC?.trim();
  if (!mnemonic && config.NODE_ENV === "production" && chains.size > 0) {
    throw new ConfigError(
      "Invalid configuration:\n  CRYPTO_HD_MNEMONIC: required in production while CRYPTO_CHAINS is set (a BIP-39 mnemonic kept secret)",
    );
  }
  if (mnemonic && mnemonic.split(/\s+/).length < 12) {
    throw new ConfigError(
      "Invalid configuration:\n  CRYPTO_HD_MNEMONIC: must be a BIP-39 mnemonic of 12 or more words",
    );
  }
  const prices = config.CRYPTO_NATIVE_USD_PRICES
    ? parseJson("CRYPTO_NATIVE_USD_PRICES", config.CRYPTO_NATIVE_USD_PRICES, pricesSchema)
    : {};
  return {
    chains,
    mnemonic: mnemonic || DEV_HD_MNEMONIC,
    hotWalletKey: (config.CRYPTO_HOT_WALLET_KEY as Hex | undefined) ?? null,
    nativeUsdCents: new Map(
      Object.entries(prices).map(([symbol, usd]) => [symbol.toUpperCase(), Math.round(usd * 100)]),
    ),
    paymentTtlMs: config.CRYPTO_PAYMENT_TTL_MINUTES * 60_000,
    watchIntervalMs: config.CRYPTO_WATCH_INTERVAL_MS,
    rpcTimeoutMs: config.CRYPTO_RPC_TIMEOUT_MS,
  };
}

/** The configured chain and token for an API chain id and symbol, or undefined. */
export function configuredToken(
  settings: CryptoSettings,
  chainId: number,
  symbol: string,
): { chain: ConfiguredChain; token: ConfiguredToken } | undefined {
  const chain = settings.chains.get(chainId);
  const token = chain?.tokens.find((candidate) => candidate.symbol === symbol.toUpperCase());
  return chain && token ? { chain, token } : undefined;
}
