import type { FastifyRequest } from "fastify";
import { AppError } from "./errors";

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
): Promise<{ body: Record<string, unknown>; files: UploadedFile[] }> {
  const body: Record<string, unknown> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === "file") {
      files.push({
        field: part.fieldname,
        filename: part.filename,
        mimetype: part.mimetype,
        data: await part.toBuffer(),
      });
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
