import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CatalogueLoader } from "./catalogues";
import { PublicWidgetElement } from "./PublicWidgetElement";

describe("the public widget shell without its texts", () => {
  it("tries the texts' import twice, then offers the market on the platform instead of a blank box", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error("chunk failed")));
    const catalogue: CatalogueLoader = { es: load, en: load };
    render(
      <PublicWidgetElement
        tag="pulso-test-widget"
        catalogue={catalogue}
        css=""
        className="pulso-test"
        titleKey="marketCard.retry"
        marketId="m 42"
        problem={null}
        lang="es"
        theme={undefined}
        apiBase="https://pulso.example/api/v1"
        container={undefined}
      >
        {() => <p>never shown</p>}
      </PublicWidgetElement>,
    );
    const link = await screen.findByRole("link", { name: "Pulso" });
    expect(link.getAttribute("href")).toBe("https://pulso.example/market/m%2042");
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.queryByText("never shown")).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/could not load the es texts/),
      expect.anything(),
    );
  });
});
