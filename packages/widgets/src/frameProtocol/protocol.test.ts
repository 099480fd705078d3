import { describe, expect, it } from "vitest";
import {
  createNonce,
  FORWARDED_VAR_NAMES,
  FRAME_MAX_SIZE_PX,
  FRAME_PROTOCOL,
  parseFrameMessage,
  parseHostMessage,
  parsePopupBetMessage,
  parsePopupMessage,
} from "./protocol";

const P = FRAME_PROTOCOL;
const CODE = "c0de".repeat(8);
const NONCE = "0123456789abcdef0123456789abcdef";

describe("parseFrameMessage (what a host page accepts from its frame)", () => {
  it("accepts an error that says the market was not found, and only that", () => {
    expect(parseFrameMessage({ protocol: P, type: "error", reason: "not-found" })).toEqual({
      protocol: P,
      type: "error",
      reason: "not-found",
    });
  });

  it.each([
    ["an unknown reason", { reason: "crashed" }],
    ["no reason", {}],
    ["a reason that is not a string", { reason: ["not-found"] }],
    ["a message of the frame's choice", { reason: "not-found", message: "<b>Pay here</b>" }],
    ["the market id", { reason: "not-found", marketId: "m_1" }],
  ])("rejects an error with %s", (_name, fields) => {
    expect(parseFrameMessage({ protocol: P, type: "error", ...fields })).toBeNull();
  });

  it("accepts ready, resize and bet-placed", () => {
    expect(parseFrameMessage({ protocol: P, type: "ready" })).toEqual({
      protocol: P,
      type: "ready",
    });
    expect(parseFrameMessage({ protocol: P, type: "resize", height: 320 })).toEqual({
      protocol: P,
      type: "resize",
      height: 320,
    });
    expect(parseFrameMessage({ protocol: P, type: "resize", height: 0, width: 300 })).toEqual({
      protocol: P,
      type: "resize",
      height: 0,
      width: 300,
    });
    const bet = { protocol: P, type: "bet-placed", marketId: "m_1" };
    expect(parseFrameMessage(bet)).toEqual(bet);
    expect(parseFrameMessage({ protocol: P, type: "interacted" })).toEqual({
      protocol: P,
      type: "interacted",
    });
  });

  it("rounds fractional sizes up and accepts the largest size", () => {
    expect(parseFrameMessage({ protocol: P, type: "resize", height: 120.2, width: 40.01 })).toEqual(
      { protocol: P, type: "resize", height: 121, width: 41 },
    );
    expect(parseFrameMessage({ protocol: P, type: "resize", height: FRAME_MAX_SIZE_PX })).toEqual({
      protocol: P,
      type: "resize",
      height: FRAME_MAX_SIZE_PX,
    });
  });

  it.each([
    ["a string", "ready"],
    ["null", null],
    ["an array", [P, "ready"]],
    ["no protocol", { type: "ready" }],
    ["another protocol", { protocol: "pulso-frame/2", type: "ready" }],
    ["an unknown type", { protocol: P, type: "navigate", url: "https://evil.example" }],
    ["extra keys on ready", { protocol: P, type: "ready", token: "t" }],
    ["extra keys on resize", { protocol: P, type: "resize", height: 10, top: 0 }],
    ["extra keys on bet-placed", { protocol: P, type: "bet-placed", marketId: "m", balance: 90 }],
    ["what was pressed, on interacted", { protocol: P, type: "interacted", optionId: "o_1" }],
  ])("rejects %s", (_name, data) => {
    expect(parseFrameMessage(data)).toBeNull();
  });

  it.each([
    ["a negative height", { height: -1 }],
    ["a NaN height", { height: Number.NaN }],
    ["an infinite height", { height: Number.POSITIVE_INFINITY }],
    ["a huge height", { height: FRAME_MAX_SIZE_PX + 1 }],
    ["a string height", { height: "300" }],
    ["a missing height", {}],
    ["a negative width", { height: 10, width: -5 }],
    ["a huge width", { height: 10, width: 1e9 }],
    ["a null width", { height: 10, width: null }],
  ])("rejects a resize with %s", (_name, fields) => {
    expect(parseFrameMessage({ protocol: P, type: "resize", ...fields })).toBeNull();
  });

  it.each([
    ["an empty market id", { marketId: "" }],
    ["a market id with markup", { marketId: "<img src=x>" }],
    ["a market id with a path", { marketId: "../admin" }],
    ["a numeric market id", { marketId: 7 }],
    // The reader's choice never reaches the page (DESIGN §7): a message carrying it is no message.
    ["the option", { optionId: "o_1" }],
    ["the amount", { amount: 10 }],
    ["the option and the amount", { optionId: "o_1", amount: 10 }],
    ["the user", { userId: "u_1" }],
  ])("rejects a bet-placed with %s", (_name, fields) => {
    expect(
      parseFrameMessage({ protocol: P, type: "bet-placed", marketId: "m_1", ...fields }),
    ).toBeNull();
  });
});

describe("parseHostMessage (what a frame accepts from its host page)", () => {
  it("accepts each theme with no vars", () => {
    for (const theme of ["light", "dark", "auto"] as const) {
      expect(parseHostMessage({ protocol: P, type: "theme", theme, vars: {} })).toEqual({
        protocol: P,
        type: "theme",
        theme,
        vars: {},
      });
    }
  });

  it("keeps allowed colours, lengths and fonts, trimmed", () => {
    const vars = {
      "--pulso-color-bg": "#fff",
      "--pulso-color-text": " #111827 ",
      "--pulso-color-accent": "rgb(29, 78, 216)",
      "--pulso-color-up": "hsl(140 60% 40% / 0.9)",
      "--pulso-color-down": "crimson",
      "--pulso-radius": "12px",
      "--pulso-font-size": "1.125rem",
      "--pulso-font": '"Source Sans 3", Arial, sans-serif',
    };
    const message = parseHostMessage({ protocol: P, type: "theme", theme: "dark", vars });
    expect(message?.vars).toEqual({ ...vars, "--pulso-color-text": "#111827" });
  });

  it("drops font sizes that would shrink the text out of sight or blow it up", () => {
    const sizeOf = (value: string) =>
      parseHostMessage({
        protocol: P,
        type: "theme",
        theme: "light",
        vars: { "--pulso-font-size": value },
      })?.vars["--pulso-font-size"];
    for (const hidden of ["0px", "0rem", "4px", "0.1em", "0.5rem", "33px", "2.5rem"]) {
      expect(sizeOf(hidden), hidden).toBeUndefined();
    }
    for (const readable of ["12px", "16px", "32px", "0.75rem", "1em", "2rem"]) {
      expect(sizeOf(readable), readable).toBe(readable);
    }
  });

  it("drops CSS-injection values, unknown names and non-strings", () => {
    const vars = {
      "--pulso-color-bg": "red;background:url(x)",
      "--pulso-color-text": "expression(alert(1))",
      "--pulso-color-accent": "url(https://evil.example/track.png)",
      "--pulso-color-up": "rgb(0,0,0) url(x)",
      "--pulso-color-border": "}body{display:none",
      "--pulso-radius": "12px;position:fixed",
      "--pulso-font-size": "calc(100vh * 100)",
      "--pulso-font": "Arial; background: url(x)",
      "--pulso-color-muted": 12,
      "--pulso-color-skeleton": { toString: "red" },
      "--pulso-unknown": "red",
      background: "red",
      constructor: "red",
      ["__proto__"]: "red",
      "--pulso-color-down": "green",
    };
    const message = parseHostMessage({ protocol: P, type: "theme", theme: "light", vars });
    expect(message).not.toBeNull();
    expect(message?.vars).toEqual({ "--pulso-color-down": "green" });
  });

  it("lists only --pulso-* names to forward", () => {
    expect(FORWARDED_VAR_NAMES.length).toBeGreaterThan(0);
    for (const name of FORWARDED_VAR_NAMES) expect(name).toMatch(/^--pulso-[a-z-]+$/);
  });

  it.each([
    ["another type", { protocol: P, type: "resize", theme: "light", vars: {} }],
    ["another protocol", { protocol: "other/1", type: "theme", theme: "light", vars: {} }],
    ["an unknown theme", { protocol: P, type: "theme", theme: "neon", vars: {} }],
    ["extra keys", { protocol: P, type: "theme", theme: "light", vars: {}, css: "*{}" }],
    ["vars as a string", { protocol: P, type: "theme", theme: "light", vars: "--pulso-bg:red" }],
    ["vars as an array", { protocol: P, type: "theme", theme: "light", vars: ["red"] }],
    ["vars null", { protocol: P, type: "theme", theme: "light", vars: null }],
    ["no vars", { protocol: P, type: "theme", theme: "light" }],
    ["not an object", "theme"],
  ])("rejects %s", (_name, data) => {
    expect(parseHostMessage(data)).toBeNull();
  });
});

describe("parsePopupMessage (what a frame accepts from the sign-in popup)", () => {
  it("accepts a code with its nonce", () => {
    expect(
      parsePopupMessage({ protocol: P, type: "embed-code", code: CODE, nonce: NONCE }),
    ).toEqual({ protocol: P, type: "embed-code", code: CODE, nonce: NONCE });
  });

  it.each([
    ["a short code", { code: "abc" }],
    ["a 15-char code", { code: "x".repeat(15) }],
    ["a huge code", { code: "x".repeat(257) }],
    ["a numeric code", { code: 1234567890123456 }],
    ["a short nonce", { nonce: "abc123" }],
    ["a nonce with odd characters", { nonce: "0123456789abcdef<script>" }],
    ["a too long nonce", { nonce: "a".repeat(65) }],
    ["a missing nonce", { nonce: undefined }],
    ["another type", { type: "code" }],
    ["another protocol", { protocol: "pulso-frame/0" }],
    ["extra keys", { token: "secret" }],
  ])("rejects %s", (_name, fields) => {
    const data: Record<string, unknown> = {
      protocol: P,
      type: "embed-code",
      code: CODE,
      nonce: NONCE,
      ...fields,
    };
    if ("nonce" in fields && fields.nonce === undefined) delete data.nonce;
    expect(parsePopupMessage(data)).toBeNull();
  });

  it("rejects non-objects", () => {
    expect(parsePopupMessage(null)).toBeNull();
    expect(parsePopupMessage(CODE)).toBeNull();
    expect(parsePopupMessage([P, "embed-code", CODE, NONCE])).toBeNull();
  });
});

describe("parsePopupBetMessage (what a frame accepts from the bet window)", () => {
  it("accepts that a bet was placed, with the nonce", () => {
    expect(parsePopupBetMessage({ protocol: P, type: "bet-placed", nonce: NONCE })).toEqual({
      protocol: P,
      type: "bet-placed",
      nonce: NONCE,
    });
  });

  it.each([
    ["a short nonce", { nonce: "abc123" }],
    ["a nonce with odd characters", { nonce: "0123456789abcdef<script>" }],
    ["a too long nonce", { nonce: "a".repeat(65) }],
    ["a numeric nonce", { nonce: 1234567890123456 }],
    ["a missing nonce", { nonce: undefined }],
    ["the sign-in popup's type", { type: "embed-code" }],
    ["another protocol", { protocol: "pulso-frame/0" }],
    // The window says that a bet was placed, never what: a message with more is not one of ours.
    ["the market", { marketId: "m_1" }],
    ["the option", { optionId: "o_yes" }],
    ["the amount", { amount: 10 }],
  ])("rejects %s", (_name, fields) => {
    const data: Record<string, unknown> = {
      protocol: P,
      type: "bet-placed",
      nonce: NONCE,
      ...fields,
    };
    if ("nonce" in fields && fields.nonce === undefined) delete data.nonce;
    expect(parsePopupBetMessage(data)).toBeNull();
  });

  it("rejects non-objects, and the frame's own bet-placed message to its page", () => {
    expect(parsePopupBetMessage(null)).toBeNull();
    expect(parsePopupBetMessage(NONCE)).toBeNull();
    expect(parsePopupBetMessage([P, "bet-placed", NONCE])).toBeNull();
    expect(parsePopupBetMessage({ protocol: P, type: "bet-placed", marketId: "m_1" })).toBeNull();
  });
});

describe("createNonce", () => {
  it("is 32 hex characters, accepted by the popup parser, and new each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(
        parsePopupMessage({ protocol: P, type: "embed-code", code: CODE, nonce }),
      ).not.toBeNull();
    }
  });
});
