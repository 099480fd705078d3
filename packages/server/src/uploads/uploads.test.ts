import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";
import { storeImage } from "./uploads";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A 640×360 PNG: a blue square in the middle between two red bands. */
function widePicture(): Buffer {
  return new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360">
       <rect width="640" height="360" fill="#d00"/><rect x="140" width="360" height="360" fill="#00d"/>
     </svg>`,
  )
    .render()
    .asPng();
}

/** A WebP's size and the RGBA of each pixel asked for, decoded. */
async function readWebp(
  image: Buffer,
  points: readonly (readonly [number, number])[],
): Promise<{ format: string | undefined; width: number; height: number; pixels: number[][] }> {
  const { data, info } = await sharp(image)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { format } = await sharp(image).metadata();
  return {
    format,
    width: info.width,
    height: info.height,
    pixels: points.map(([x, y]) => {
      const at = (y * info.width + x) * 4;
      return [...data.subarray(at, at + 4)];
    }),
  };
}

/** Near the pure blue of the picture's middle (WebP is lossy: a few levels off). */
const BLUE = [0, 0, 0xdd, 255];
const near = (pixel: number[], colour: number[]) =>
  pixel.every((value, channel) => Math.abs(value - colour[channel]!) <= 8);

describe("GET /uploads/:id variants", () => {
  it("serves a stored picture as small WebP squares that cover it, for a fraction of its bytes", async () => {
    const original = widePicture();
    const path = await storeImage(server.db, { data: original }, { ownerId: null, private: false });

    const full = await fetch(`${server.origin}${path}`);
    expect(full.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await full.arrayBuffer()).equals(original)).toBe(true);

    for (const size of [112, 224]) {
      const response = await fetch(`${server.origin}${path}?thumb=${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const thumbnail = Buffer.from(await response.arrayBuffer());
      expect(thumbnail.length).toBeLessThan(original.length / 4);
      // Cropped to the middle, as `object-fit: cover` would show it: no red band left.
      // (A few pixels in: resampling and WebP's half-size colour blur the crop's very edge.)
      const read = await readWebp(thumbnail, [
        [4, 4],
        [size - 5, size - 5],
        [size / 2, size / 2],
      ]);
      expect(read).toMatchObject({ format: "webp", width: size, height: size });
      for (const pixel of read.pixels) expect(near(pixel, BLUE), String(pixel)).toBe(true);
    }
    // Served again from memory, the same picture.
    const again = await fetch(`${server.origin}${path}?thumb=112`);
    expect(await readWebp(Buffer.from(await again.arrayBuffer()), [])).toMatchObject({
      width: 112,
      height: 112,
    });
  });

  it("serves a 16:9 banner of a picture of another shape, cropped to its middle", async () => {
    // A tall photo as a camera would send it: a JPEG, blue across its middle, red above and below.
    const tall = await sharp(
      Buffer.from(
        `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1600">
           <rect width="900" height="1600" fill="#d00"/><rect y="500" width="900" height="600" fill="#00d"/>
         </svg>`,
      ),
    )
      .jpeg({ quality: 95 })
      .toBuffer();
    const path = await storeImage(server.db, { data: tall }, { ownerId: null, private: false });
    const response = await fetch(`${server.origin}${path}?w=640`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    const banner = Buffer.from(await response.arrayBuffer());
    expect(banner.length).toBeLessThan(tall.length / 4);
    const read = await readWebp(banner, [
      [2, 2],
      [320, 180],
      [637, 357],
    ]);
    expect(read).toMatchObject({ format: "webp", width: 640, height: 360 });
    for (const pixel of read.pixels) expect(near(pixel, BLUE), String(pixel)).toBe(true);
  });

  it("serves a picture it cannot read as it is", async () => {
    // A PNG's signature and nothing after it: stored (it is a PNG by its bytes), not decodable.
    const broken = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const path = await storeImage(server.db, { data: broken }, { ownerId: null, private: false });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await fetch(`${server.origin}${path}?w=640`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(Buffer.from(await response.arrayBuffer()).equals(broken)).toBe(true);
    }
  });

  it("refuses a size it does not offer, in the reader's language, and names the ones it does", async () => {
    const path = await storeImage(
      server.db,
      { data: widePicture() },
      { ownerId: null, private: false },
    );
    const refusals: [string, object][] = [
      ...["100", "abc", "112px", ""].map((thumb): [string, object] => [
        `thumb=${thumb}`,
        { path: "thumb", code: "INVALID_VALUE", allowed: [112, 224] },
      ]),
      ...["320", "640.0", ""].map((w): [string, object] => [
        `w=${w}`,
        { path: "w", code: "INVALID_VALUE", allowed: [640] },
      ]),
      ["thumb=112&w=640", { path: "w", code: "CONFLICT", with: "thumb" }],
    ];
    for (const [query, issue] of refusals) {
      const response = await fetch(`${server.origin}${path}?${query}`, {
        headers: { "accept-language": "es" },
      });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; message: string; details: unknown };
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.message).toMatch(/[a-záéíóú]/i);
      expect(body.details).toEqual({ issues: [issue] });
    }
  });

  it("keeps a private picture private: no thumbnail for anyone but its owner and admins", async () => {
    const owner = await server.signup();
    const path = await storeImage(
      server.db,
      { data: widePicture() },
      { ownerId: owner.userId, private: true },
    );
    expect((await fetch(`${server.origin}${path}?thumb=112`)).status).toBe(404);
    const own = await fetch(`${server.origin}${path}?thumb=112`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");
    // The picture itself, never a variant made (and kept in memory) from it.
    expect(own.headers.get("content-type")).toBe("image/png");
  });
});
