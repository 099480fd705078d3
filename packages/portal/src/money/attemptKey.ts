import { useRef } from "react";
import { answerMayBeLost } from "./moneyErrors";

/**
 * The Idempotency-Key of a money form's attempt, tied to the request it was made for. A retry
 * after a lost answer (`answerMayBeLost`) sends the same key, so the server answers with the
 * first request's result instead of holding funds or opening a payment twice; a success or a
 * refusal ends the attempt. A changed form gets a new key: the reader is asking for something
 * else, and the server refuses a key reused with another body (409 IDEMPOTENCY_CONFLICT). The
 * lost first request may then exist as well; it shows in the reader's own list.
 */
export function useAttemptKey() {
  const attempt = useRef<{ key: string; request: string } | null>(null);
  return {
    /** The key to send `request` with: the kept attempt's if it was for this request, else new. */
    keyFor(request: unknown): string {
      const text = JSON.stringify(request);
      if (attempt.current?.request !== text) {
        attempt.current = { key: crypto.randomUUID(), request: text };
      }
      return attempt.current.key;
    },
    /** The request succeeded: the next one is a new attempt. */
    succeeded(): void {
      attempt.current = null;
    },
    /** The request failed: keep the attempt only when its answer may have been lost. */
    failed(error: unknown): void {
      if (!answerMayBeLost(error)) attempt.current = null;
    },
  };
}
