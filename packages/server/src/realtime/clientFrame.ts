import { realtimeClientMessageSchema, type RealtimeClientMessage } from "@pulso/core";
import type { RawData } from "ws";

/** A client frame checked by {@link parseClientFrame}: the message, or why it was refused. */
export type ClientFrameResult =
  { ok: true; message: RealtimeClientMessage } | { ok: false; reason: string };

function byteLength(data: RawData): number {
  if (Array.isArray(data)) return data.reduce((total, chunk) => total + chunk.byteLength, 0);
  return data.byteLength;
}

function toText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}

/**
 * Checks one WebSocket frame from a client: a text frame of at most `maxFrameBytes` holding
 * JSON that matches core's `realtimeClientMessageSchema` (strict: no extra fields). Never throws.
 */
export function parseClientFrame(
  data: RawData,
  isBinary: boolean,
  maxFrameBytes: number,
): ClientFrameResult {
  if (isBinary) return { ok: false, reason: "Binary frames are not accepted; send JSON text." };
  if (byteLength(data) > maxFrameBytes) {
    return { ok: false, reason: `A message may be at most ${maxFrameBytes} bytes.` };
  }
  let value: unknown;
  try {
    value = JSON.parse(toText(data));
  } catch {
    return { ok: false, reason: "The message is not valid JSON." };
  }
  const result = realtimeClientMessageSchema.safeParse(value);
  if (!result.success) {
    const details = result.error.issues
      .slice(0, 3)
      .map((issue) => `${issue.path.join(".") || "message"}: ${issue.message}`)
      .join("; ");
    return { ok: false, reason: `Invalid message (${details}).` };
  }
  return { ok: true, message: result.data };
}
