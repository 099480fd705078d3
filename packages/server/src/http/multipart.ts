import type { ErrorCode } from "@pulso/core";
import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

/** Per-call limits that replace the app-wide ones (files larger than images, more of them). */
export interface MultipartLimits {
  /** Bytes per file; a larger file is refused with 413 and `fileTooLarge`. */
  fileSize: number;
  /** Files per request; more is refused with 413 PAYLOAD_TOO_LARGE. */
  files: number;
  /** The code a file over `fileSize` is refused with. */
  fileTooLarge: ErrorCode;
}

/** A file that came with a multipart request. */
export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

/**
 * Reads a multipart body: files into memory (the plugin's size limits apply), `data` and
 * `options` fields parsed as JSON and merged into the body, other fields as strings (spec §5:
 * "multipart with image, data and options").
 */
export async function readMultipart(
  request: FastifyRequest,
  limits?: MultipartLimits,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  try {
    return await readParts(request, limits);
  } catch (error) {
    throw asClientError(error);
  }
}

/**
 * The parser's own failures (no boundary, a body cut short, a malformed part header) are the
 * sender's fault: 400, not 500. Our refusals and Fastify's limits (413, mapped by the error
 * handler) pass through unchanged.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string" && code.startsWith("FST_")) return error;
  return new AppError(400, "VALIDATION_FAILED", {
    issues: [{ path: "body", code: "INVALID_TYPE" }],
  });
}

async function readParts(
  request: FastifyRequest,
  limits?: MultipartLimits,
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  const parts = limits
    ? request.parts({ limits: { fileSize: limits.fileSize + 1, files: limits.files } })
    : request.parts();
  for await (const part of parts) {
    if (part.type === "file") {
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (limits && code === "FST_REQ_FILE_TOO_LARGE") {
          throw new AppError(413, limits.fileTooLarge);
        }
        throw error;
      }
      files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
      continue;
    }
    const value = typeof part.value === "string" ? part.value : String(part.value);
    if (part.fieldname === "data" || part.fieldname === "options") {
      let parsed: unknown;
      try {
        parsed = JSON.parse(value);
      } catch {
        throw new AppError(400, "VALIDATION_FAILED", {
          issues: [{ path: part.fieldname, code: "INVALID_TYPE" }],
        });
      }
      if (part.fieldname === "options") body.options = parsed;
      else if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        Object.assign(body, parsed);
      else {
        throw new AppError(400, "VALIDATION_FAILED", {
          issues: [{ path: "data", code: "INVALID_TYPE" }],
        });
      }
      continue;
    }
    body[part.fieldname] = value;
  }
  return { body, files };
}
