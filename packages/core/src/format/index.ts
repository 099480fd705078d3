/* Display helpers for values the API sends as-is (spec §3, §5). */
export { absolutizeImageUrl } from "./imageUrl";
export { shortenAddress } from "./shortenAddress";
