import { getAddress } from "viem";
import { afterAll, beforeAll, describe, it } from "vitest";
import { depositCash } from "../bets/test-utils/money";
import {
  badBodies,
  expectRefusedUnchanged,
  SCRIPT,
  type BadInputCase,
} from "../test-utils/badInput";
import { verifyEmailOf } from "../test-utils/mailbox";
import { startTestServer, type TestServer } from "../test-utils/testServer";

const BASE = 8453;
const WALLET = getAddress("0x00000000000000000000000000000000000beef1");

let server: TestServer;
let user: Awaited<ReturnType<TestServer["signup"]>>;
let other: Awaited<ReturnType<TestServer["signup"]>>;
let admin: Awaited<ReturnType<TestServer["admin"]>>;
let paymentId: string;
let withdrawalId: string;
beforeAll(async () => {
  server = await startTestServer({
    env: {
      // No node answers here: bad input must be refused before any RPC call matters.
      CRYPTO_CHAINS: JSON.stringify({ base: { rpcUrl: "http://127.0.0.1:9", confirmations: 2 } }),
    },
  });
  user = await server.signup();
  other = await server.signup();
  admin = await server.admin();
  await verifyEmailOf(server, user.email);
  await depositCash(server, user.userId, 5_000);
  const withdrawal = await user.api.createWithdrawal(user.userId, {
    amount: 5,
    chainId: BASE,
    cryptocurrency: "USDC",
    walletAddress: WALLET,
  });
  withdrawalId = withdrawal.withdrawal._id;
  // A payment request row made directly: creating one needs a node.
  paymentId = "cp_bad_input";
  await server.db.query(
    `INSERT INTO crypto_payments (id, user_id, chain_id, chain_key, token_symbol, token_address,
       decimals, address_index, payment_address, amount_cents, exact_amount, start_block,
       scanned_block, required_confirmations, expires_at, created_at, updated_at)
     VALUES ($1, $2, $3, 'base', 'USDC', $4, 6, 999999, $5, 500, 5000000, 1, 1, 2,
       now() + interval '1 hour', now(), now())`,
    [paymentId, user.userId, BASE, WALLET, WALLET],
  );
});
afterAll(async () => {
  try {
    await server.expectLedgerSound();
  } finally {
    await server.close();
  }
});

const cases = (): BadInputCase[] => [
  ...badBodies({
    method: "POST",
    path: "/payments/crypto",
    good: { amount: 10, chainId: BASE, cryptocurrency: "USDC" },
    required: ["amount", "chainId", "cryptocurrency"],
    numbers: ["amount", "chainId"],
    strict: ["cryptocurrency"],
  }),
  {
    name: "POST /payments/crypto negative amount",
    method: "POST",
    path: "/payments/crypto",
    body: { amount: -10, chainId: BASE, cryptocurrency: "USDC" },
  },
  {
    name: "POST /payments/crypto fractional chain",
    method: "POST",
    path: "/payments/crypto",
    body: { amount: 10, chainId: 8453.5, cryptocurrency: "USDC" },
  },
  {
    name: "POST /payments/crypto signed out",
    method: "POST",
    path: "/payments/crypto",
    body: { amount: 10, chainId: BASE, cryptocurrency: "USDC" },
    as: "anonymous",
    status: 401,
  },
  {
    name: "GET /payments/crypto/:id oversized id",
    method: "GET",
    path: `/payments/crypto/${"p".repeat(65)}`,
  },
  {
    name: "GET /payments/crypto/:id script id",
    method: "GET",
    path: `/payments/crypto/${encodeURIComponent(SCRIPT)}`,
    status: 404,
  },
  {
    name: "GET /payments/crypto/:id another user's",
    method: "GET",
    path: `/payments/crypto/${paymentId}`,
    as: "other",
    status: 404,
  },
  ...badBodies({
    method: "POST",
    path: `/users/${user.userId}/withdrawals`,
    good: { amount: 5, chainId: BASE, cryptocurrency: "USDC", walletAddress: WALLET },
    required: ["amount", "chainId", "cryptocurrency", "walletAddress"],
    numbers: ["amount", "chainId"],
    strict: ["cryptocurrency", "walletAddress"],
  }),
  {
    name: "POST /users/:id/withdrawals zero address",
    method: "POST",
    path: `/users/${user.userId}/withdrawals`,
    body: {
      amount: 5,
      chainId: BASE,
      cryptocurrency: "USDC",
      walletAddress: `0x${"0".repeat(40)}`,
    },
  },
  {
    name: "POST /users/:id/withdrawals more than the balance",
    method: "POST",
    path: `/users/${user.userId}/withdrawals`,
    body: { amount: 1e9, chainId: BASE, cryptocurrency: "USDC", walletAddress: WALLET },
  },
  {
    name: "POST /users/:id/withdrawals for another user",
    method: "POST",
    path: `/users/${other.userId}/withdrawals`,
    body: { amount: 5, chainId: BASE, cryptocurrency: "USDC", walletAddress: WALLET },
    status: 403,
  },
  {
    name: "GET /users/:id/withdrawals script id",
    method: "GET",
    path: `/users/${encodeURIComponent(SCRIPT)}/withdrawals`,
    status: 403,
  },
  {
    name: "GET /users/:id/withdrawals oversized id",
    method: "GET",
    path: `/users/${"u".repeat(65)}/withdrawals`,
  },
  {
    name: "GET /admin/withdrawals unknown status",
    method: "GET",
    path: "/admin/withdrawals?status=stolen",
    as: "admin",
  },
  {
    name: "GET /admin/withdrawals script status",
    method: "GET",
    path: `/admin/withdrawals?status=${encodeURIComponent(SCRIPT)}`,
    as: "admin",
  },
  {
    name: "GET /admin/withdrawals unknown filter",
    method: "GET",
    path: "/admin/withdrawals?userId=x",
    as: "admin",
  },
  ...(["approve", "reject"] as const).flatMap((action): BadInputCase[] => [
    ...badBodies({
      method: "POST",
      path: `/admin/withdrawals/${withdrawalId}/${action}`,
      as: "admin",
      good: { adminNotes: "Checked" },
      texts: ["adminNotes"],
    }),
    {
      name: `POST /admin/withdrawals/:id/${action} long notes`,
      method: "POST",
      path: `/admin/withdrawals/${withdrawalId}/${action}`,
      as: "admin",
      body: { adminNotes: "x".repeat(501) },
    },
    {
      name: `POST /admin/withdrawals/:id/${action} unknown id`,
      method: "POST",
      path: `/admin/withdrawals/${encodeURIComponent(SCRIPT)}/${action}`,
      as: "admin",
      body: {},
      status: 404,
    },
  ]),
];

describe("bad input to the crypto deposit and withdrawal calls", () => {
  it("answers each with a clear 4xx and changes nothing", async () => {
    const tokens = { user: user.token, other: other.token, admin: admin.token };
    for (const c of cases()) await expectRefusedUnchanged(server, tokens, c);
  });
});
