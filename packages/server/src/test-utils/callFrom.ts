/** What {@link callFrom} returns: the answer's status, its error fields, and Retry-After. */
export interface AddressedAnswer {
  status: number;
  code?: string;
  message?: string;
  retryAfter: string | null;
  body: Record<string, unknown>;
}

/**
 * A JSON call over plain HTTP as a trusted proxy reports it from `address` (X-Forwarded-For; the
 * test servers trust loopback proxies), for the limits counted per client address (DESIGN §5).
 */
export async function callFrom(
  baseURL: string,
  method: string,
  path: string,
  body: unknown,
  options: { address?: string; lang?: "es" | "en"; token?: string } = {},
): Promise<AddressedAnswer> {
  const response = await fetch(`${baseURL}${path}`, {
    method,
    headers: {
      "content-type": "application/json",
      ...(options.address ? { "x-forwarded-for": options.address } : {}),
      ...(options.lang ? { "accept-language": options.lang } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as Record<string, unknown>;
  return {
    status: response.status,
    ...(typeof json.code === "string" ? { code: json.code } : {}),
    ...(typeof json.message === "string" ? { message: json.message } : {}),
    retryAfter: response.headers.get("retry-after"),
    body: json,
  };
}
