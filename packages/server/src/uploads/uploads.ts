import { randomUUID } from "node:crypto";
import { checkImage, IMAGE_THUMBNAIL_SIZES, type ImageThumbnailSize } from "@pulso/core";
import { Resvg } from "@resvg/resvg-js";
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

/** Image types the thumbnailer can read; others are served at their own size. */
const THUMBNAILED = new Set(["image/png", "image/jpeg", "image/gif"]);

/** Most thumbnails an instance keeps in memory (each a few kilobytes). */
const THUMBNAIL_CACHE_SIZE = 500;

/**
 * A square PNG of `size` px showing the image scaled to cover it and centred (as CSS
 * `object-fit: cover` shows it), or null when the image cannot be read.
 */
export function renderThumbnail(
  data: Uint8Array,
  contentType: string,
  size: ImageThumbnailSize,
): Buffer | null {
  if (!THUMBNAILED.has(contentType)) return null;
  const href = `data:${contentType};base64,${Buffer.from(data).toString("base64")}`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><image href="${href}" width="${size}" height="${size}" preserveAspectRatio="xMidYMid slice"/></svg>`;
  try {
    return new Resvg(svg).render().asPng();
  } catch {
    return null;
  }
}

/** The `thumb` query value as an offered size, undefined when absent, null when not offered. */
function thumbnailSizeOf(value: unknown): ImageThumbnailSize | null | undefined {
  if (value === undefined) return undefined;
  const size = IMAGE_THUMBNAIL_SIZES.find((offered) => String(offered) === value);
  return size ?? null;
}

/**
 * Serves stored images at /uploads/:id, and public ones also as square thumbnails
 * (`?thumb=112` or `?thumb=224`, core's IMAGE_THUMBNAIL_SIZES), rendered once per instance.
 */
export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Recently served thumbnails, oldest first (a Map keeps insertion order). */
  const thumbnails = new Map<string, Buffer>();
  app.get<{ Params: { id: string }; Querystring: { thumb?: unknown } }>(
    "/uploads/:id",
    async (request, reply) => {
      if (!/^[0-9a-f-]{36}$/.test(request.params.id))
        return sendError(request, reply, 404, "NOT_FOUND");
      const size = thumbnailSizeOf(request.query.thumb);
      if (size === null) {
        return sendError(request, reply, 400, "VALIDATION_FAILED", {
          issues: [{ path: "thumb", code: "INVALID_VALUE", allowed: IMAGE_THUMBNAIL_SIZES }],
        });
      }
      const key = `${request.params.id}:${size}`;
      const cached = size === undefined ? undefined : thumbnails.get(key);
      if (cached) {
        return reply
          .header("content-type", "image/png")
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "public, max-age=31536000, immutable")
          .send(cached);
      }
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
      // Private uploads (verification photos) are never shrunk or kept here.
      const thumbnail =
        size !== undefined && !upload.private
          ? renderThumbnail(upload.data, upload.content_type, size)
          : null;
      if (thumbnail) {
        thumbnails.set(key, thumbnail);
        if (thumbnails.size > THUMBNAIL_CACHE_SIZE) {
          const oldest = thumbnails.keys().next().value;
          if (oldest !== undefined) thumbnails.delete(oldest);
        }
      }
      return reply
        .header("content-type", thumbnail ? "image/png" : upload.content_type)
        .header("x-content-type-options", "nosniff")
        .header(
          "cache-control",
          upload.private ? "private, no-store" : "public, max-age=31536000, immutable",
        )
        .send(thumbnail ?? Buffer.from(upload.data));
    },
  );
}
