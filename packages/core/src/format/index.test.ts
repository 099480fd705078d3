import { describe, expect, it } from "vitest";
import * as format from "./index";

describe("format public surface", () => {
  it("exports exactly the documented runtime names", () => {
    expect(Object.keys(format).sort()).toEqual([
      "IMAGE_THUMBNAIL_SIZES",
      "absolutizeImageUrl",
      "imageThumbnailUrl",
      "shortenAddress",
    ]);
  });
});
