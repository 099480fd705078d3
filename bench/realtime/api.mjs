// The HTTP calls the realtime benchmark makes, over plain fetch with bearer tokens (the way an
// API client talks to Pulso): sign-up, card deposits through the sandbox processor, market
// creation by an admin, and bets. Every call throws with the server's answer when it fails.

/** Calls `/api/v1<path>`; resolves to the whole JSON answer (`{ status, data, … }`), or throws. */
export async function call(origin, method, path, { token, body } = {}) {
  const response = await fetch(`${origin}/api/v1${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return JSON.parse(text);
}

/** Signs up a fresh user; resolves to `{ id, token }`. */
export async function signUp(origin, label) {
  const suffix = Math.random().toString(36).slice(2, 10);
  const answer = await call(origin, "POST", "/auth/signup", {
    body: {
      name: `Bench ${label}`,
      email: `bench-${label}-${suffix}@example.com`,
      password: "Banco12345",
    },
  });
  return { id: answer.data.user._id, token: answer.token };
}

/** Deposits `dollars` with the sandbox's approved test card (charge, then the credited deposit). */
export async function deposit(origin, user, dollars) {
  const charged = await call(origin, "POST", "/payments/sandbox/charge", {
    token: user.token,
    body: {
      amount: dollars,
      cardNumber: "4242424242424242",
      cardholder: "Bench User",
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      cvv: "123",
    },
  });
  await call(origin, "POST", "/deposits", {
    token: user.token,
    body: { userId: user.id, amount: dollars, pixelPayTransaction: charged.data.transaction },
  });
}

/** Creates an open two-option prediction market as `admin`; resolves to `{ id, optionIds }`. */
export async function createMarket(origin, admin, label) {
  const now = Date.now();
  const answer = await call(origin, "POST", "/polls", {
    token: admin.token,
    body: {
      kind: "prediction",
      title: `Mercado de prueba ${label}`,
      titleEn: `Bench market ${label}`,
      description: "Un mercado creado por el benchmark de tiempo real.",
      descriptionEn: "A market created by the realtime benchmark.",
      category: "presidential",
      startDate: new Date(now - 60_000).toISOString(),
      endDate: new Date(now + 7 * 86_400_000).toISOString(),
      yesPrice: 50,
      noPrice: 50,
      options: [
        { text: "Sí", textEn: "Yes" },
        { text: "No", textEn: "No" },
      ],
    },
  });
  const market = answer.data.poll ?? answer.data;
  return { id: market._id, optionIds: market.options.map((option) => option._id) };
}

/** Places a bet of `dollars` on one option; resolves once the server answered 201. */
export function placeBet(origin, user, pollId, optionId, dollars) {
  return call(origin, "POST", "/bets", {
    token: user.token,
    body: { pollId, optionId, amount: dollars },
  });
}
