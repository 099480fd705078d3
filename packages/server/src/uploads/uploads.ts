import { randomUUID } from "node:crypto";
import { checkImage } from "@pulso/core";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context";
import type { Queryable } from "../db/database";
import { AppError } from "../http/errors";
import { sendError } from "../http/errorHandler";
import type { UploadedFile } from "../http/multipart";

const SIGNATURES: { type: string; test: (data: Buffer) => boolean }[] = [
  { type: "image/jpeg", test: (d) => d[0] === 0xff && d[1] === 0xd8 && d[2] === 0xff },
  {
    type: "image/png",
    test: (d) =>
      d.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: "image/gif", test: (d) => d.subarray(0, 4).toString("latin1") === "GIF8" },
  {
    type: "image/webp",
    test: (d) =>
      d.subarray(0, 4).toString("latin1") === "RIFF" &&
      d.subarray(8, 12).toString("latin1") === "WEBP",
  },
];

/** The image type a file really is, judged by its bytes (never by its name or claimed type). */
export function sniffImageType(data: Buffer): string | null {
  return SIGNATURES.find((signature) => signature.test(data))?.type ?? null;
}

/**
 * Stores an image (≤ 5 MB, JPEG/PNG/GIF/WebP by content) and returns its URL path. Private
 * uploads (verification photos) are served only to their owner and admins.
 */
export async function storeImage(
  db: Queryable,
  file: Pick<UploadedFile, "data">,
  options: { ownerId: string | null; private: boolean },
): Promise<string> {
  const type = sniffImageType(file.data);
  const problem = checkImage({ size: file.data.length, type: type ?? "application/octet-stream" });
  if (problem) throw new AppError(problem === "IMAGE_TOO_LARGE" ? 413 : 400, problem);
  const id = randomUUID();
  await db.query(
    "INSERT INTO uploads (id, owner_id, content_type, data, private) VALUES ($1, $2, $3, $4, $5)",
    [id, options.ownerId, type, file.data, options.private],
  );
  return `/uploads/${id}`;
}

/** Serves stored images at /uploads/:id. */
export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>("/uploads/:id", async (request, reply) => {
    if (!/^[0-9a-f-]{36}$/.test(request.params.id))
      return sendError(request, reply, 404, "NOT_FOUND");
    const found = await ctx.db.query<{
      content_type: string;
      data: Uint8Array;
      private: boolean;
      owner_id: string | null;
    }>("SELECT content_type, data, private, owner_id FROM uploads WHERE id = $1", [
      request.params.id,
    ]);
    const upload = found.rows[0];
    const session = request.session;
    const allowed =
      upload &&
      (!upload.private ||
        (session && (session.user.role === "admin" || session.user.id === upload.owner_id)));
    if (!upload || !allowed) return sendError(request, reply, 404, "NOT_FOUND");
    return reply
      .header("content-type", upload.content_type)
      .header("x-content-type-options", "nosniff")
      .header(
        "cache-control",
        upload.private ? "private, no-store" : "public, max-age=31536000, immutable",
      )
      .send(Buffer.from(upload.data));
  });
}
