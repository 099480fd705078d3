/** What went wrong in the wallet, as the texts under `money.wallet.errors` name it. */
export type WalletErrorKey =
  | "userRejected"
  | "chainDisconnected"
  | "chainNotAdded"
  | "unsupportedCapability"
  | "noWallet"
  | "insufficientFunds"
  | "failed";

/** EIP-1193 / EIP-5792 provider error codes spec §8 names, and the key of each one's message. */
const BY_CODE: ReadonlyMap<number, WalletErrorKey> = new Map([
  [4001, "userRejected"],
  [4901, "chainDisconnected"],
  [4902, "chainNotAdded"],
  [5700, "unsupportedCapability"],
]);

/** viem and wagmi error names that carry no provider code of their own. */
const BY_NAME: Readonly<Record<string, WalletErrorKey>> = {
  UserRejectedRequestError: "userRejected",
  ChainDisconnectedError: "chainDisconnected",
  UnsupportedNonOptionalCapabilityError: "unsupportedCapability",
  ProviderNotFoundError: "noWallet",
  ConnectorNotFoundError: "noWallet",
  InsufficientFundsError: "insufficientFunds",
};

/** The errors an error wraps: viem's `cause` chain and a wallet's `data.originalError`. */
function wrapped(error: object): unknown[] {
  const { cause, data } = error as { cause?: unknown; data?: unknown };
  const original =
    typeof data === "object" && data !== null
      ? (data as { originalError?: unknown }).originalError
      : undefined;
  return [cause, original];
}

/** An error and every error it wraps, outermost first. */
function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (typeof current !== "object" || current === null || chain.includes(current)) continue;
    chain.push(current);
    queue.push(...wrapped(current));
  }
  return chain;
}

const codeOf = (error: object) => {
  const { code } = error as { code?: unknown };
  return typeof code === "number" ? code : undefined;
};

/**
 * Maps a wallet failure (viem/wagmi errors, or a provider's raw `{ code }`) to the message key
 * the page shows: 4001 user rejected, 4901 chain disconnected, 4902 chain not added, 5700
 * unsupported capability (spec §8), no wallet, insufficient funds, or a generic failure. Looks
 * through wrapped causes, outermost first.
 */
export function walletErrorKey(error: unknown): WalletErrorKey {
  for (const current of errorChain(error)) {
    const code = codeOf(current);
    const { name } = current as { name?: unknown };
    if (code !== undefined && BY_CODE.has(code)) return BY_CODE.get(code)!;
    if (typeof name === "string" && name in BY_NAME) return BY_NAME[name]!;
  }
  return "failed";
}

/**
 * Maps a failed chain switch. wagmi reports a wallet that lacks the network (4902) and then
 * fails to add it as a "user rejected" error wrapping the wallet's own answer; only that answer
 * says whether the reader refused (4001). Anything else means the wallet lacks the network.
 */
export function switchErrorKey(error: unknown): WalletErrorKey {
  const chain = errorChain(error);
  const codes = chain.map(codeOf).filter((code): code is number => code !== undefined);
  if (chain.some((current) => (current as { name?: unknown }).name === "ProviderNotFoundError")) {
    return "noWallet";
  }
  if (codes.at(-1) === 4001) return "userRejected";
  if (codes.includes(4901)) return "chainDisconnected";
  return "chainNotAdded";
}
