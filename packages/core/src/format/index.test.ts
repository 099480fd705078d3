import { describe, expect, it } from "vitest";
import * as format from "./index";

describe("format public surface", () => {
  it("exports exactly the documented runtime names", () => {
    expect(Object.keys(format).sort()).toEqual([
      "IMAGE_BANNER_WIDTHS",
      "IMAGE_THUMBNAIL_SIZES",
      "absolutizeImageUrl",
      "imageBannerHeight",
      "imageBannerUrl",
      "imageThumbnailUrl",
      "shortenAddress",
    ]);
  });
});
