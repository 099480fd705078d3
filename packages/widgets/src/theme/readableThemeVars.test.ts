import { describe, expect, it } from "vitest";
import { contrastRatio } from "./contrast";
import { readableThemeVars } from "./readableThemeVars";
import { THEME_PALETTES } from "./tokens";

const { light, dark } = THEME_PALETTES;

describe("readableThemeVars", () => {
  it("keeps readable colours and every non-colour value", () => {
    const vars = {
      "--pulso-color-accent": "#b00040",
      "--pulso-color-text": "rgb(20, 20, 20)",
      "--pulso-color-border": "hsl(0, 0%, 80%)",
      "--pulso-radius": "4px",
      "--pulso-font": "Georgia, serif",
    };
    expect(readableThemeVars(vars, [light])).toEqual(vars);
  });

  it.each([
    ["transparent", "transparent"],
    ["a clear rgba", "rgba(17, 24, 39, 0)"],
    ["a half-clear rgba", "rgba(17, 24, 39, 0.5)"],
    ["a clear #rrggbbaa", "#11182700"],
    ["a clear hsla", "hsla(0, 0%, 0%, 0.99)"],
    ["a colour name it cannot judge", "black"],
    ["garbage", "not-a-colour"],
  ])("ignores %s", (_name, value) => {
    for (const name of ["--pulso-color-text", "--pulso-color-bg", "--pulso-color-border"]) {
      expect(readableThemeVars({ [name]: value }, [light])).toEqual({});
    }
  });

  it("ignores a text colour below 4.5:1 on the frame's background, and keeps the rest", () => {
    expect(
      readableThemeVars(
        {
          "--pulso-color-text": "#fefefe",
          "--pulso-color-muted": "#eeeeee",
          "--pulso-radius": "2px",
        },
        [light],
      ),
    ).toEqual({ "--pulso-radius": "2px" });
    // The same light text reads on the dark palette's background.
    expect(readableThemeVars({ "--pulso-color-text": "#fefefe" }, [dark])).toEqual({
      "--pulso-color-text": "#fefefe",
    });
  });

  it("judges text against the publisher's background when that is readable", () => {
    const vars = {
      "--pulso-color-bg": "#000000",
      "--pulso-color-text": "#ffffff",
      "--pulso-color-muted": "#cccccc",
      "--pulso-color-accent": "#ffcc00",
      "--pulso-color-on-accent": "#000000",
      "--pulso-color-up": "#66ff99",
      "--pulso-color-down": "#ff8888",
    };
    expect(readableThemeVars(vars, [light])).toEqual(vars);
  });

  it("drops a background that would hide the palette's own text", () => {
    // White text on white: the background goes once the text has, so the palette reads again.
    expect(
      readableThemeVars({ "--pulso-color-bg": "#111111", "--pulso-color-text": "#111111" }, [
        light,
      ]),
    ).toEqual({});
  });

  it("hides no label on the call to action: on-accent must read on the accent", () => {
    expect(readableThemeVars({ "--pulso-color-on-accent": "#1d4ed8" }, [light])).toEqual({});
    expect(readableThemeVars({ "--pulso-color-accent": "#ffffff" }, [light])).toEqual({});
  });

  it("under auto, keeps only what reads on both palettes", () => {
    // Mid grey text reads on white but not on the dark palette's background.
    expect(readableThemeVars({ "--pulso-color-text": "#595959" }, [light])).toEqual({
      "--pulso-color-text": "#595959",
    });
    expect(readableThemeVars({ "--pulso-color-text": "#595959" }, [light, dark])).toEqual({});
    const both = { "--pulso-color-bg": "#000000", "--pulso-color-text": "#ffffff" };
    expect(readableThemeVars(both, [light, dark])).toEqual({});
    const full = {
      ...both,
      "--pulso-color-muted": "#cccccc",
      "--pulso-color-accent": "#ffcc00",
      "--pulso-color-on-accent": "#000000",
      "--pulso-color-up": "#66ff99",
      "--pulso-color-down": "#ff8888",
    };
    expect(readableThemeVars(full, [light, dark])).toEqual(full);
  });

  it("leaves every text pair at AA or better, whatever it is sent", () => {
    const hostile = {
      "--pulso-color-bg": "#777777",
      "--pulso-color-text": "#888888",
      "--pulso-color-muted": "#999999",
      "--pulso-color-accent": "#7a7a7a",
      "--pulso-color-on-accent": "#808080",
      "--pulso-color-up": "#767676",
      "--pulso-color-down": "#787878",
    };
    for (const palette of [light, dark]) {
      const kept = readableThemeVars(hostile, [palette]);
      const color = (name: string, fallback: string) => kept[name] ?? fallback;
      const bg = color("--pulso-color-bg", palette.bg);
      for (const [name, field] of [
        ["--pulso-color-text", "text"],
        ["--pulso-color-muted", "muted"],
        ["--pulso-color-accent", "accent"],
        ["--pulso-color-up", "up"],
        ["--pulso-color-down", "down"],
      ] as const) {
        expect(contrastRatio(color(name, palette[field]), bg)).toBeGreaterThanOrEqual(4.5);
      }
      const accent = color("--pulso-color-accent", palette.accent);
      expect(
        contrastRatio(color("--pulso-color-on-accent", palette.onAccent), accent),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});
