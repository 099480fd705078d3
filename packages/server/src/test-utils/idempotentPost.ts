/** What a POST with an Idempotency-Key answered: its status, whether it was a replay, its body. */
export interface IdempotentAnswer {
  status: number;
  replay: boolean;
  body: { status: string; code?: string; details?: unknown; data?: unknown };
}

/**
 * POSTs `body` to `baseURL + path` with a bearer token and an Idempotency-Key through a raw fetch,
 * so a test sees the status and the `Idempotent-Replay` header as a client would.
 */
export async function postWithKey(
  baseURL: string,
  path: string,
  token: string,
  key: string,
  body: unknown,
): Promise<IdempotentAnswer> {
  const response = await fetch(`${baseURL}${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
      "idempotency-key": key,
    },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    replay: response.headers.get("idempotent-replay") === "true",
    body: (await response.json()) as IdempotentAnswer["body"],
  };
}
