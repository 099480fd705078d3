/* Display helpers for values the API sends as-is (spec §3, §5). */
export {
  absolutizeImageUrl,
  IMAGE_BANNER_WIDTHS,
  IMAGE_THUMBNAIL_SIZES,
  imageBannerHeight,
  imageBannerUrl,
  imageThumbnailUrl,
  type ImageBannerWidth,
  type ImageThumbnailSize,
} from "./imageUrl";
export { shortenAddress } from "./shortenAddress";
