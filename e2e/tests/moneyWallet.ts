import type { BrowserContext } from "@playwright/test";

/**
 * Gives every page of `context` a browser wallet the way an extension does: an EIP-1193
 * `window.ethereum` that answers with the first unlocked account of a local anvil at `rpcUrl`
 * and forwards every other request (eth_chainId, eth_sendTransaction, …) to the node. The
 * portal's crypto page then connects with its ordinary `injected()` connector, so the journey
 * exercises the production code path with no test hook in the portal.
 *
 * Switching to another chain than the node's answers 4902, as a wallet that lacks the network.
 */
export async function installAnvilWallet(context: BrowserContext, rpcUrl: string): Promise<void> {
  await context.addInitScript((rpc: string) => {
    let id = 0;
    const call = async (method: string, params?: unknown) => {
      const response = await fetch(rpc, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++id, method, params: params ?? [] }),
      });
      const body = (await response.json()) as {
        result?: unknown;
        error?: { code: number; message: string };
      };
      if (body.error) throw Object.assign(new Error(body.error.message), { code: body.error.code });
      return body.result;
    };
    const firstAccount = async () => ((await call("eth_accounts")) as string[]).slice(0, 1);
    Object.defineProperty(window, "ethereum", {
      configurable: true,
      value: {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (method === "eth_requestAccounts" || method === "eth_accounts") return firstAccount();
          if (method === "wallet_requestPermissions" || method === "wallet_getPermissions") {
            return [{ parentCapability: "eth_accounts" }];
          }
          if (method === "wallet_switchEthereumChain") {
            const wanted = (params?.[0] as { chainId?: string } | undefined)?.chainId;
            if (wanted !== (await call("eth_chainId"))) {
              throw Object.assign(new Error("Unrecognized chain"), { code: 4902 });
            }
            return null;
          }
          return call(method, params);
        },
        on() {},
        removeListener() {},
      },
    });
  }, rpcUrl);
}
