/* Display helpers for values the API sends as-is (spec §3, §5). */
export {
  absolutizeImageUrl,
  IMAGE_THUMBNAIL_SIZES,
  imageThumbnailUrl,
  type ImageThumbnailSize,
} from "./imageUrl";
export { shortenAddress } from "./shortenAddress";
