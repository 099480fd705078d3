import { describe, expect, it } from "vitest";
import {
  absolutizeImageUrl,
  imageBannerHeight,
  imageBannerUrl,
  imageThumbnailUrl,
} from "./imageUrl";

const API = "https://api.pulso.mx/api/v1";

describe("absolutizeImageUrl", () => {
  it("prefixes relative paths with the API host, without /api/v1", () => {
    expect(absolutizeImageUrl("uploads/a.png", API)).toBe("https://api.pulso.mx/uploads/a.png");
    expect(absolutizeImageUrl("/uploads/a.png", API)).toBe("https://api.pulso.mx/uploads/a.png");
  });

  it("joins with exactly one slash whatever slashes either side has", () => {
    const expected = "https://api.pulso.mx/uploads/a.png";
    expect(absolutizeImageUrl("/uploads/a.png", "https://api.pulso.mx/api/v1/")).toBe(expected);
    expect(absolutizeImageUrl("uploads/a.png", "https://api.pulso.mx/")).toBe(expected);
    expect(absolutizeImageUrl("uploads/a.png", "https://api.pulso.mx")).toBe(expected);
    expect(absolutizeImageUrl("/uploads/a.png", "https://api.pulso.mx//api/v1//")).toBe(expected);
  });

  it("keeps other path prefixes of the API base", () => {
    expect(absolutizeImageUrl("x.png", "https://news.example/pulso/api/v1")).toBe(
      "https://news.example/pulso/x.png",
    );
    expect(absolutizeImageUrl("x.png", "https://news.example/api/v2")).toBe(
      "https://news.example/api/v2/x.png",
    );
  });

  it("gives a root-relative path for a same-origin API base", () => {
    expect(absolutizeImageUrl("uploads/a.png", "/api/v1")).toBe("/uploads/a.png");
    expect(absolutizeImageUrl("uploads/a.png", "")).toBe("/uploads/a.png");
  });

  it("leaves data:, http(s) and protocol-relative URLs unchanged", () => {
    for (const url of [
      "data:image/png;base64,iVBORw0KGgo=",
      "DATA:image/png;base64,AAAA",
      "http://cdn.example/a.png",
      "https://cdn.example/a.png",
      "HTTPS://cdn.example/a.png",
      "//cdn.example/a.png",
    ]) {
      expect(absolutizeImageUrl(url, API)).toBe(url);
    }
  });

  it("gives an empty string for empty input", () => {
    expect(absolutizeImageUrl("", API)).toBe("");
    expect(absolutizeImageUrl("   ", API)).toBe("");
    expect(absolutizeImageUrl(null, API)).toBe("");
    expect(absolutizeImageUrl(undefined, API)).toBe("");
  });
});

describe("imageThumbnailUrl", () => {
  const stored = "/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4";

  it("asks the platform for a stored image's square thumbnail, relative or absolute", () => {
    expect(imageThumbnailUrl(stored, 112)).toBe(`${stored}?thumb=112`);
    expect(imageThumbnailUrl(`https://api.pulso.mx${stored}`, 224)).toBe(
      `https://api.pulso.mx${stored}?thumb=224`,
    );
  });

  it("leaves pictures the platform does not store as they are", () => {
    for (const url of [
      "https://cdn.example/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      "/uploads/not-an-id.png",
      `${stored}?thumb=112`,
      "",
    ]) {
      expect(imageThumbnailUrl(url, 112)).toBe(url);
    }
  });
});

describe("imageBannerUrl", () => {
  const stored = "/uploads/5c29f89a-ca1e-4c8b-95a3-46559c49bee4";

  it("asks the platform for a stored image's 16:9 banner, relative or absolute", () => {
    expect(imageBannerUrl(stored, 640)).toBe(`${stored}?w=640`);
    expect(imageBannerUrl(`https://api.pulso.mx${stored}`, 640)).toBe(
      `https://api.pulso.mx${stored}?w=640`,
    );
    expect(imageBannerHeight(640)).toBe(360);
  });

  it("leaves pictures the platform does not store as they are", () => {
    for (const url of [
      "https://cdn.example/a.png",
      "data:image/png;base64,iVBORw0KGgo=",
      `${stored}?thumb=112`,
      "",
    ]) {
      expect(imageBannerUrl(url, 640)).toBe(url);
    }
  });
});
