import { randomUUID } from "node:crypto";
import {
  checkImage,
  IMAGE_BANNER_WIDTHS,
  IMAGE_THUMBNAIL_SIZES,
  imageBannerHeight,
} from "@pulso/core";
import type { FastifyInstance, FastifyReply } from "fastify";
import sharp from "sharp";
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

/** Image types the variants are made from; others are served at their own size. */
const RESIZED = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** Most variants an instance keeps in memory (each a few kilobytes). */
const VARIANT_CACHE_SIZE = 500;

/**
 * The largest picture, in pixels, a variant is made from: a 5 MB upload may still claim a huge
 * canvas (a decompression bomb); 40 million pixels is a 7,700×5,200 photo.
 */
const MAX_INPUT_PIXELS = 40_000_000;

/** A variant's box: the picture is scaled to cover it and centred, as CSS `object-fit: cover`. */
export interface ImageVariant {
  width: number;
  height: number;
}

/**
 * A stored picture as a WebP of `variant`'s size, scaled to cover it and centred (a GIF's first
 * frame, a photo turned upright by its EXIF orientation), or null when it cannot be read. WebP
 * is a third of the PNG's bytes for the demo pictures, and far less than a camera's JPEG.
 */
export async function renderImageVariant(
  data: Uint8Array,
  contentType: string,
  variant: ImageVariant,
): Promise<Buffer | null> {
  if (!RESIZED.has(contentType)) return null;
  try {
    return await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
      .rotate()
      .resize(variant.width, variant.height, { fit: "cover", position: "centre" })
      .webp({ quality: 80 })
      .toBuffer();
  } catch {
    return null;
  }
}

/** The variant a request asks for: undefined for the picture itself, or the query's problem. */
function variantOf(query: {
  thumb?: unknown;
  w?: unknown;
}): ImageVariant | undefined | { issues: object[] } {
  if (query.thumb !== undefined && query.w !== undefined) {
    return { issues: [{ path: "w", code: "CONFLICT", with: "thumb" }] };
  }
  if (query.thumb !== undefined) {
    const size = IMAGE_THUMBNAIL_SIZES.find((offered) => String(offered) === query.thumb);
    return size === undefined
      ? { issues: [{ path: "thumb", code: "INVALID_VALUE", allowed: IMAGE_THUMBNAIL_SIZES }] }
      : { width: size, height: size };
  }
  if (query.w !== undefined) {
    const width = IMAGE_BANNER_WIDTHS.find((offered) => String(offered) === query.w);
    return width === undefined
      ? { issues: [{ path: "w", code: "INVALID_VALUE", allowed: IMAGE_BANNER_WIDTHS }] }
      : { width, height: imageBannerHeight(width) };
  }
  return undefined;
}

/**
 * Serves stored images at /uploads/:id, and public ones also as WebP variants made once per
 * instance: squares (`?thumb=112|224`, core's IMAGE_THUMBNAIL_SIZES) and 16:9 banners
 * (`?w=640`, IMAGE_BANNER_WIDTHS).
 */
export function registerUploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  /**
   * Recently made variants, oldest first (a Map keeps insertion order); a variant being made is
   * its promise, so readers asking at once share one rendering. Null: the picture could not be
   * read, and is served as it is without trying again.
   */
  const variants = new Map<string, Promise<Buffer | null>>();
  const remember = (key: string, made: Promise<Buffer | null>) => {
    variants.set(key, made);
    if (variants.size > VARIANT_CACHE_SIZE) {
      const oldest = variants.keys().next().value;
      if (oldest !== undefined) variants.delete(oldest);
    }
  };
  app.get<{ Params: { id: string }; Querystring: { thumb?: unknown; w?: unknown } }>(
    "/uploads/:id",
    async (request, reply) => {
      if (!/^[0-9a-f-]{36}$/.test(request.params.id))
        return sendError(request, reply, 404, "NOT_FOUND");
      const variant = variantOf(request.query);
      if (variant && "issues" in variant) {
        return sendError(request, reply, 400, "VALIDATION_FAILED", { issues: variant.issues });
      }
      const key = variant && `${request.params.id}:${variant.width}x${variant.height}`;
      const known = key ? variants.get(key) : undefined;
      const cached = known ? await known : undefined;
      if (cached) return sendPublicImage(reply, "image/webp", cached);
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
      if (upload.private) {
        // Private uploads (verification photos) are never shrunk or kept here.
        return reply
          .header("content-type", upload.content_type)
          .header("x-content-type-options", "nosniff")
          .header("cache-control", "private, no-store")
          .send(Buffer.from(upload.data));
      }
      if (key && variant && cached === undefined) {
        const made =
          variants.get(key) ?? renderImageVariant(upload.data, upload.content_type, variant);
        if (!variants.has(key)) remember(key, made);
        const image = await made;
        if (image) return sendPublicImage(reply, "image/webp", image);
      }
      return sendPublicImage(reply, upload.content_type, Buffer.from(upload.data));
    },
  );
}

/** A public picture: kept by browsers and caches for a year, as its URL never changes. */
function sendPublicImage(reply: FastifyReply, contentType: string, image: Buffer) {
  return reply
    .header("content-type", contentType)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "public, max-age=31536000, immutable")
    .send(image);
}
