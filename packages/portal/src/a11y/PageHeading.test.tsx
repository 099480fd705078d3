import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { createMemoryRouter, RouterProvider } from "react-router";
import { PageHeading } from "./PageHeading";

afterEach(cleanup);

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: "*", element: <PageHeading>Mercados</PageHeading> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("PageHeading", () => {
  it("takes the focus after a navigation, not on the first load, and names the document", async () => {
    const router = renderAt("/markets/all");
    const heading = screen.getByRole("heading", { level: 1, name: "Mercados" });
    expect(document.activeElement).not.toBe(heading);
    expect(document.title).toBe("Mercados · Pulso");
    await act(() => router.navigate("/markets/presidential"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 }));
  });

  it("leaves the focus where it is when the page only rewrites its address (keepFocus)", async () => {
    const router = renderAt("/markets/all");
    const search = document.body.appendChild(document.createElement("input"));
    search.focus();
    await act(() => router.navigate("/markets/all?q=senado", { state: { keepFocus: true } }));
    expect(document.activeElement).toBe(search);
    search.remove();
  });
});
