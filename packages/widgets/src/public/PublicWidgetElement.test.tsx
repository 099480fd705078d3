import { render, screen, waitFor } from "@testing-library/react";
import { useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import type { CatalogueLoader } from "./catalogues";
import { marketCardCatalogue } from "./catalogues/marketCard";
import { PublicWidgetElement, type WidgetElementContext } from "./PublicWidgetElement";

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

describe("the public widget shell's pulso-error", () => {
  it("says a failure once when the live widget finds what its first paint found, and again after a ready", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const element = document.createElement("div");
    document.body.append(element);
    const errors: unknown[] = [];
    element.addEventListener("pulso-error", (event) => errors.push((event as CustomEvent).detail));
    const shell = (then: (context: WidgetElementContext) => void) => (
      <PublicWidgetElement
        tag="pulso-test-widget"
        catalogue={marketCardCatalogue}
        css=""
        className="pulso-test"
        titleKey="marketCard.retry"
        marketId="m_gone"
        problem={null}
        lang="es"
        theme={undefined}
        apiBase="https://pulso.example/api/v1"
        container={element}
      >
        {(context) => <Effect run={() => then(context)} />}
      </PublicWidgetElement>
    );
    const notFound = (context: WidgetElementContext) =>
      context.failed("marketCard.notFound", "not-found");
    // The first paint, then the live widget over it: the same finding, said once.
    const painted = render(shell(notFound));
    await waitFor(() => expect(errors).toHaveLength(1));
    painted.unmount();
    const live = render(shell(notFound));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(errors).toEqual([
      { marketId: "m_gone", reason: "not-found", message: "No encontramos este mercado." },
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    live.unmount();
    // Shown in between, the same failure is news again.
    const shown = render(shell((context) => context.ready()));
    await new Promise((resolve) => setTimeout(resolve, 50));
    shown.unmount();
    render(shell(notFound));
    await waitFor(() => expect(errors).toHaveLength(2));
    expect(warn).toHaveBeenCalledTimes(2);
    element.remove();
  });
});

function Effect({ run }: { run: () => void }) {
  useEffect(() => {
    run();
  }, [run]);
  return null;
}
