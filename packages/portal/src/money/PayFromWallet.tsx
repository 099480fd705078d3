import { findToken, shortenAddress, type CryptoDeposit } from "@pulso/core";
import { useState } from "react";
import { erc20Abi, type Address, type Hash } from "viem";
import { useConfig, useConnection } from "wagmi";
import {
  connect,
  disconnect,
  getConnection,
  sendTransaction,
  switchChain,
  writeContract,
} from "wagmi/actions";
import { usePortalT } from "../i18n/usePortalT";
import { walletChainIdFor } from "./localChain";
import { useWalletSettings } from "./walletConfig";
import { switchErrorKey, walletErrorKey, type WalletErrorKey } from "./walletErrors";
import { toTokenUnits } from "./walletTokens";

type Phase = "idle" | "connecting" | "switching" | "paying";

/** A failure while switching the wallet's chain (mapped by {@link switchErrorKey}). */
class SwitchFailed extends Error {
  constructor(cause: unknown) {
    super("switching the wallet's chain failed", { cause });
  }
}

/**
 * "Pay from wallet" (spec §3, §4, §8): connects the browser wallet (its status shown: connecting,
 * reconnecting, connected, disconnected), switches it to the payment's chain, and sends the exact
 * amount — an ERC-20 `transfer` or a native transfer, in the token's decimals — to the payment
 * address, then shows the transaction hash. Wallet errors show their own messages.
 */
export function PayFromWallet({
  payment,
  onSent,
}: {
  payment: CryptoDeposit;
  onSent(hash: Hash): void;
}) {
  const { t } = usePortalT();
  const config = useConfig();
  const connection = useConnection();
  const { localChain } = useWalletSettings();
  const [phase, setPhase] = useState<Phase>("idle");
  const [problem, setProblem] = useState<WalletErrorKey | null>(null);
  const [hash, setHash] = useState<Hash | null>(null);
  const token = findToken(payment.chainId, payment.cryptocurrency);
  const targetChainId = walletChainIdFor(payment.chainId, localChain);

  const connectWallet = async (): Promise<{ chainId: number } | null> => {
    const current = getConnection(config);
    if (current.status === "connected") return { chainId: current.chainId };
    const connector = config.connectors[0];
    if (!connector)
      throw Object.assign(new Error("no connector"), { name: "ConnectorNotFoundError" });
    setPhase("connecting");
    const result = await connect(config, { connector });
    return { chainId: result.chainId };
  };

  const run = async (work: () => Promise<void>) => {
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(
        error instanceof SwitchFailed ? switchErrorKey(error.cause) : walletErrorKey(error),
      );
    } finally {
      setPhase("idle");
    }
  };

  const pay = () =>
    run(async () => {
      if (!token) throw new Error(`unknown token ${payment.cryptocurrency}`);
      const value = toTokenUnits(payment.exactAmount, token.decimals);
      const connected = await connectWallet();
      if (connected && connected.chainId !== targetChainId) {
        setPhase("switching");
        try {
          await switchChain(config, { chainId: targetChainId });
        } catch (error) {
          throw new SwitchFailed(error);
        }
      }
      setPhase("paying");
      const to = payment.paymentAddress as Address;
      const sent = payment.tokenAddress
        ? await writeContract(config, {
            chainId: targetChainId,
            address: payment.tokenAddress as Address,
            abi: erc20Abi,
            functionName: "transfer",
            args: [to, value],
          })
        : await sendTransaction(config, { chainId: targetChainId, to, value });
      setHash(sent);
      onSent(sent);
    });

  const busy = phase !== "idle";
  const statusText =
    phase === "switching"
      ? t("money.wallet.switching", { network: payment.network })
      : connection.status === "connected" && connection.address
        ? t("money.wallet.connected", { address: shortenAddress(connection.address) })
        : connection.status === "connecting" || phase === "connecting"
          ? t("money.wallet.connecting")
          : connection.status === "reconnecting"
            ? t("money.wallet.reconnecting")
            : t("money.wallet.disconnected");

  return (
    <section className="money-panel" aria-labelledby="money-wallet-title">
      <h3 id="money-wallet-title">{t("money.wallet.title")}</h3>
      <p role="status">
        {t("money.wallet.statusLabel")}: {statusText}
      </p>
      {problem && (
        <p className="portal-alert portal-alert--error" role="alert">
          {t(`money.wallet.errors.${problem}`, { network: payment.network })}
        </p>
      )}
      {hash && (
        <p className="portal-alert" role="status">
          {t("money.wallet.sent", { hash })}
        </p>
      )}
      <div className="portal-actions">
        {connection.status !== "connected" && (
          <button
            type="button"
            className="portal-button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await connectWallet();
              })
            }
          >
            {t("money.wallet.connect")}
          </button>
        )}
        <button
          type="button"
          className="portal-button portal-button--primary"
          disabled={busy || hash !== null}
          onClick={() => void pay()}
        >
          {phase === "paying"
            ? t("money.wallet.paying")
            : t("money.wallet.pay", {
                amount: payment.exactAmount,
                symbol: payment.cryptocurrency,
              })}
        </button>
        {connection.status === "connected" && (
          <button
            type="button"
            className="portal-button"
            disabled={busy}
            onClick={() => void run(() => disconnect(config))}
          >
            {t("money.wallet.disconnect")}
          </button>
        )}
      </div>
    </section>
  );
}
