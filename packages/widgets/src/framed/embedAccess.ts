/** The answer per platform origin, shared by the page's elements (one request per page). */
const accessAnswers = new Map<string, Promise<boolean | null>>();

/**
 * Whether the platform lets this page show its account widgets' frames (`GET
 * /api/v1/embed/access`, which reads the browser-set `Origin`; DESIGN §7): true, false, or null
 * when it can't be told (network, an old server). A plain fetch with a shape check: the host
 * page's bundle carries no API client or schema library. Never rejects.
 */
export function embedAccess(origin: string): Promise<boolean | null> {
  const known = accessAnswers.get(origin);
  if (known) return known;
  const answer = fetch(`${origin}/api/v1/embed/access`, { credentials: "omit" })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const data: unknown =
        typeof body === "object" && body !== null ? (body as { data?: unknown }).data : null;
      const allowed: unknown =
        typeof data === "object" && data !== null ? (data as { allowed?: unknown }).allowed : null;
      return typeof allowed === "boolean" ? allowed : null;
    })
    .catch(() => null)
    .then((allowed) => {
      // Only an answer is kept: a failed check is asked again by the next frame.
      if (allowed === null) accessAnswers.delete(origin);
      return allowed;
    });
  accessAnswers.set(origin, answer);
  return answer;
}

/** Forgets the page's access answers (tests). */
export function forgetEmbedAccess(): void {
  accessAnswers.clear();
}
