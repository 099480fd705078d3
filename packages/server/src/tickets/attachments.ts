import { randomUUID } from "node:crypto";
import {
  ATTACHMENT_CONTENT_TYPES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  attachmentExtension,
  checkAttachmentContent,
  checkAttachmentCount,
} from "@pulso/core";
import type { Queryable } from "../db/database";
import { AppError, validationFailed } from "../http/errors";
import type { UploadedFile } from "../http/multipart";

/** The multipart field ticket files travel in. */
export const ATTACHMENT_FIELD = "attachments";

/** A file that passed the checks, ready to store. */
export interface CheckedAttachment {
  filename: string;
  contentType: string;
  data: Buffer;
}

/**
 * A stored file name: the last path segment only, without control characters, quotes or
 * slashes, at most 200 characters (keeping the extension).
 */
export function safeFilename(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, "_").trim();
  if (clean.length <= 200) return clean;
  const dot = clean.lastIndexOf(".");
  const extension = dot > 0 ? clean.slice(dot) : "";
  return clean.slice(0, 200 - extension.length) + extension;
}

/**
 * Checks the files of a new ticket or reply before anything is stored: only the `attachments`
 * field, at most five, each an accepted type by its bytes (spec §5) and at most 10 MB. The type
 * served later is the one the bytes showed, never the one the client declared.
 */
export function checkUploads(files: readonly UploadedFile[]): CheckedAttachment[] {
  const stray = files.find((file) => file.field !== ATTACHMENT_FIELD);
  if (stray) throw validationFailed([{ path: stray.field, code: "UNKNOWN_FIELD" }]);
  const tooMany = checkAttachmentCount(files.length);
  if (tooMany) throw new AppError(400, tooMany, undefined, { max: MAX_ATTACHMENTS_PER_MESSAGE });
  return files.map((file) => {
    const filename = safeFilename(file.filename);
    const problem = checkAttachmentContent({ name: filename, bytes: file.data });
    if (problem) throw new AppError(problem === "ATTACHMENT_TOO_LARGE" ? 413 : 400, problem);
    const extension = attachmentExtension(filename);
    if (!extension) throw new AppError(400, "ATTACHMENT_TYPE_NOT_ALLOWED");
    return { filename, contentType: ATTACHMENT_CONTENT_TYPES[extension], data: file.data };
  });
}

/** Stores checked files on a ticket, or on one of its messages. */
export async function insertAttachments(
  tx: Queryable,
  ticketId: string,
  messageId: string | null,
  attachments: readonly CheckedAttachment[],
): Promise<void> {
  for (const attachment of attachments) {
    await tx.query(
      `INSERT INTO ticket_attachments (id, ticket_id, message_id, filename, content_type, size, data)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        randomUUID(),
        ticketId,
        messageId,
        attachment.filename,
        attachment.contentType,
        attachment.data.length,
        attachment.data,
      ],
    );
  }
}

/**
 * The `Content-Disposition` of a download: always `attachment`, with an ASCII fallback name and
 * the real one percent-encoded (RFC 6266), so no name can break out of the header.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^A-Za-z0-9._ -]/g, "_") || "attachment";
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
