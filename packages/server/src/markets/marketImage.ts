import type { Queryable } from "../db/database";
import { validationFailed } from "../http/errors";
import type { UploadedFile } from "../http/multipart";
import { storeImage } from "../uploads/uploads";

/** Where a market's image may come from in a create or update request (spec §5). */
export interface MarketImageSource {
  /** Base64 image bytes, optionally as a `data:` URL; null asks to remove the image. */
  imageData?: string | null;
  /** Multipart files: only one, in the `image` field. */
  files: readonly UploadedFile[];
}

const DATA_URL_PREFIX = /^data:[\w.+/-]+;base64,/;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

function decodeBase64(imageData: string): Buffer {
  const payload = imageData.replace(DATA_URL_PREFIX, "").replace(/\s+/g, "");
  if (payload.length === 0 || payload.length % 4 === 1 || !BASE64.test(payload)) {
    throw validationFailed([{ path: "imageData", code: "INVALID_TYPE" }]);
  }
  return Buffer.from(payload, "base64");
}

/**
 * Stores the request's market image, if any, with the upload rules (≤ 5 MB, an image by its
 * content, never by its name) and returns its URL; `null` when the request removes the image;
 * `undefined` when it says nothing about it. A file in any other field is refused.
 */
export async function storeMarketImage(
  tx: Queryable,
  source: MarketImageSource,
  ownerId: string,
): Promise<string | null | undefined> {
  const stray = source.files.find((file) => file.field !== "image");
  if (stray || source.files.length > 1) {
    throw validationFailed([{ path: stray?.field ?? "image", code: "UNKNOWN_FIELD" }]);
  }
  const file = source.files[0];
  if (file) return storeImage(tx, file, { ownerId, private: false });
  if (source.imageData === null) return null;
  if (source.imageData === undefined || source.imageData === "") return undefined;
  return storeImage(tx, { data: decodeBase64(source.imageData) }, { ownerId, private: false });
}
