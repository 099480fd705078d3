/**
 * The six wallet chains of spec §1 and §9 and the tokens accepted on each, with decimals and the
 * fee note shown to users. Contract addresses are the tokens' canonical mainnet deployments.
 */

/** A token the platform accepts on one chain (spec §3 "Wallet token per chain"). */
export interface WalletToken {
  symbol: string;
  name: string;
  /** ERC-20 contract address; null for the chain's native coin. */
  contractAddress: `0x${string}` | null;
  decimals: number;
  /** Icon key the UI maps to an image. */
  icon: string;
  /** The approximate network fee shown next to the token. */
  feeNote: string;
  /** Whether one token counts as one US dollar. */
  stablecoin: boolean;
}

/** A supported EVM chain. */
export interface WalletChain {
  id: number;
  key: "base" | "polygon" | "arbitrum" | "optimism" | "bsc" | "ethereum";
  name: string;
  nativeSymbol: string;
  /** Confirmations a deposit needs before it is credited. */
  confirmations: number;
  tokens: readonly WalletToken[];
}

const native = (symbol: string, name: string, feeNote: string): WalletToken => ({
  symbol,
  name,
  contractAddress: null,
  decimals: 18,
  icon: symbol.toLowerCase(),
  feeNote,
  stablecoin: false,
});

const stable = (
  symbol: "USDC" | "USDT",
  contractAddress: `0x${string}`,
  decimals: number,
  feeNote: string,
): WalletToken => ({
  symbol,
  name: symbol === "USDC" ? "USD Coin" : "Tether USD",
  contractAddress,
  decimals,
  icon: symbol.toLowerCase(),
  feeNote,
  stablecoin: true,
});

/** The six chains in the order the UI lists them. */
export const WALLET_CHAINS: readonly WalletChain[] = [
  {
    id: 8453,
    key: "base",
    name: "Base",
    nativeSymbol: "ETH",
    confirmations: 10,
    tokens: [
      native("ETH", "Ether", "~$0.001"),
      stable("USDC", "0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913", 6, "~$0.001"),
    ],
  },
  {
    id: 137,
    key: "polygon",
    name: "Polygon",
    nativeSymbol: "MATIC",
    confirmations: 64,
    tokens: [
      native("MATIC", "Polygon", "~$0.01"),
      stable("USDC", "0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359", 6, "~$0.01"),
      stable("USDT", "0xc2132D05D31c914a87C6611C10748AEb04B58e8F", 6, "~$0.01"),
    ],
  },
  {
    id: 42161,
    key: "arbitrum",
    name: "Arbitrum One",
    nativeSymbol: "ETH",
    confirmations: 20,
    tokens: [
      native("ETH", "Ether", "~$0.50"),
      stable("USDC", "0xaf88d065e77c8cC2239327C5EDb3A432268e5831", 6, "~$0.50"),
    ],
  },
  {
    id: 10,
    key: "optimism",
    name: "OP Mainnet",
    nativeSymbol: "ETH",
    confirmations: 20,
    tokens: [
      native("ETH", "Ether", "~$0.50"),
      stable("USDC", "0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85", 6, "~$0.50"),
    ],
  },
  {
    id: 56,
    key: "bsc",
    name: "BNB Smart Chain",
    nativeSymbol: "BNB",
    confirmations: 15,
    tokens: [
      native("BNB", "BNB", "~$0.10"),
      stable("USDC", "0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d", 18, "~$0.10"),
      stable("USDT", "0x55d398326f99059fF775485246999027B3197955", 18, "~$0.10"),
    ],
  },
  {
    id: 1,
    key: "ethereum",
    name: "Ethereum",
    nativeSymbol: "ETH",
    confirmations: 12,
    tokens: [
      native("ETH", "Ether", "~$5-50 (high)"),
      stable("USDC", "0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48", 6, "~$5-50 (high)"),
      stable("USDT", "0xdAC17F958D2ee523a2206206994597C13D831ec7", 6, "~$5-50 (high)"),
    ],
  },
];

/** The ids of the supported chains. */
export const WALLET_CHAIN_IDS = WALLET_CHAINS.map((chain) => chain.id);

/** The chain with this id, or undefined when it is not supported. */
export function findChain(chainId: number): WalletChain | undefined {
  return WALLET_CHAINS.find((chain) => chain.id === chainId);
}

/** The token with this symbol on this chain, or undefined when the pair is not supported. */
export function findToken(chainId: number, symbol: string): WalletToken | undefined {
  return findChain(chainId)?.tokens.find((token) => token.symbol === symbol.toUpperCase());
}

/** Placeholder project id for the wallet connector (spec §9 keeps it a placeholder). */
export const WALLET_CONNECT_PROJECT_ID = "pulso-placeholder-project-id";
