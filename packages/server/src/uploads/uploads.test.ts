import { Resvg } from "@resvg/resvg-js";
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

/** A PNG's width and height, from its header. */
function pngSize(png: Buffer): { width: number; height: number } {
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** The RGBA of the pixel at (x, y) of a PNG, read back by drawing it at its own size. */
function pixelOf(png: Buffer, x: number, y: number): number[] {
  const { width, height } = pngSize(png);
  const drawn = new Resvg(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><image href="data:image/png;base64,${png.toString("base64")}" width="${width}" height="${height}"/></svg>`,
  ).render();
  const at = (y * width + x) * 4;
  return [...drawn.pixels.subarray(at, at + 4)];
}

describe("GET /uploads/:id?thumb=", () => {
  it("serves a stored picture as a small square that covers it, for a fraction of its bytes", async () => {
    const original = widePicture();
    const path = await storeImage(server.db, { data: original }, { ownerId: null, private: false });

    const full = await fetch(`${server.origin}${path}`);
    expect(Buffer.from(await full.arrayBuffer()).equals(original)).toBe(true);

    for (const size of [112, 224]) {
      const response = await fetch(`${server.origin}${path}?thumb=${size}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const thumbnail = Buffer.from(await response.arrayBuffer());
      expect(pngSize(thumbnail)).toEqual({ width: size, height: size });
      expect(thumbnail.length).toBeLessThan(original.length);
      // Cropped to the middle, as `object-fit: cover` would show it: no red band left.
      for (const [x, y] of [
        [1, 1],
        [size - 2, size - 2],
        [size / 2, size / 2],
      ] as const) {
        expect(pixelOf(thumbnail, x, y)).toEqual([0, 0, 0xdd, 255]);
      }
    }
    // Served again from memory, the same picture.
    const again = await fetch(`${server.origin}${path}?thumb=112`);
    expect(pngSize(Buffer.from(await again.arrayBuffer()))).toEqual({ width: 112, height: 112 });
  });

  it("refuses a size it does not offer, in the reader's language, and names the ones it does", async () => {
    const path = await storeImage(
      server.db,
      { data: widePicture() },
      { ownerId: null, private: false },
    );
    for (const thumb of ["100", "abc", "112px", ""]) {
      const response = await fetch(`${server.origin}${path}?thumb=${thumb}`, {
        headers: { "accept-language": "es" },
      });
      expect(response.status).toBe(400);
      const body = (await response.json()) as { code: string; message: string; details: unknown };
      expect(body.code).toBe("VALIDATION_FAILED");
      expect(body.message).toMatch(/[a-záéíóú]/i);
      expect(body.details).toEqual({
        issues: [{ path: "thumb", code: "INVALID_VALUE", allowed: [112, 224] }],
      });
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
  });
});
