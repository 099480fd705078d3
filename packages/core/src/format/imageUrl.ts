/** URLs that already say where they live: data: URLs, http(s) URLs, protocol-relative URLs. */
const ALREADY_ABSOLUTE = /^(?:data:|https?:\/\/|\/\/)/i;

/**
 * The absolute URL of a market or user image (spec §3): relative paths the API stores
 * ("uploads/a.png", "/uploads/a.png") are prefixed with the API host, which is the API base
 * without its trailing "/api/v1", joined by exactly one "/". data:, http(s):// and "//" URLs
 * are returned unchanged; empty, null or undefined gives "". With a relative API base
 * ("/api/v1") the result is a root-relative path.
 * @example absolutizeImageUrl("/uploads/a.png", "https://api.pulso.mx/api/v1") // "https://api.pulso.mx/uploads/a.png"
 */
export function absolutizeImageUrl(path: string | null | undefined, apiBase: string): string {
  const trimmed = (path ?? "").trim();
  if (trimmed === "") return "";
  if (ALREADY_ABSOLUTE.test(trimmed)) return trimmed;
  const host = apiBase
    .trim()
    .replace(/\/+$/, "")
    .replace(/\/api\/v1$/i, "")
    .replace(/\/+$/, "");
  return `${host}/${trimmed.replace(/^\/+/, "")}`;
}

/**
 * The square sizes (px) the server also offers a stored image at (`?thumb=<size>`), cropped to
 * cover the square: twice the 56 and 112 px boxes the widgets and the portal show small pictures
 * in, so a 640 px upload is not downloaded and decoded to fill a 56 px box.
 */
export const IMAGE_THUMBNAIL_SIZES = [112, 224] as const;

/** One of {@link IMAGE_THUMBNAIL_SIZES}. */
export type ImageThumbnailSize = (typeof IMAGE_THUMBNAIL_SIZES)[number];

/**
 * The widths (px) the server also offers a stored image at as a 16:9 banner (`?w=<width>`),
 * cropped to cover it: the portal's cards and market page show pictures across a phone's width
 * (about 380 px at twice the pixels) and in an 18rem column on a desktop.
 */
export const IMAGE_BANNER_WIDTHS = [640] as const;

/** One of {@link IMAGE_BANNER_WIDTHS}. */
export type ImageBannerWidth = (typeof IMAGE_BANNER_WIDTHS)[number];

/** A banner's height for its width: 16:9, rounded to whole pixels. */
export function imageBannerHeight(width: ImageBannerWidth): number {
  return Math.round((width * 9) / 16);
}

/** A path or URL of an image the platform stores: `/uploads/<uuid>`, relative or absolute. */
const STORED_IMAGE = /\/uploads\/[0-9a-f-]{36}$/i;

/**
 * The URL of a stored image's square thumbnail (`?thumb=<size>`); any other picture (an outside
 * URL, a data: URL) is returned as it is.
 * @example imageThumbnailUrl("https://pulso.mx/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4", 112) // "…?thumb=112"
 */
export function imageThumbnailUrl(url: string, size: ImageThumbnailSize): string {
  return STORED_IMAGE.test(url) ? `${url}?thumb=${size}` : url;
}

/**
 * The URL of a stored image's 16:9 banner (`?w=<width>`); any other picture (an outside URL, a
 * data: URL) is returned as it is.
 * @example imageBannerUrl("/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4", 640) // "…?w=640"
 */
export function imageBannerUrl(url: string, width: ImageBannerWidth): string {
  return STORED_IMAGE.test(url) ? `${url}?w=${width}` : url;
}
