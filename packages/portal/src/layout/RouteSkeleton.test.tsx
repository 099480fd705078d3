import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal } from "../test-utils/renderPortal";
import { SKELETON_CARD_COUNT, skeletonShapeFor } from "./RouteSkeleton";

afterEach(cleanup);

describe("the route skeleton's shape", () => {
  it.each([
    ["/", "cards"],
    ["/markets/all", "cards"],
    ["/markets/presidential", "cards"],
    ["/market/m_1", "market"],
    ["/leaderboard", "rows"],
    ["/account", "rows"],
    ["/support/tickets", "rows"],
    ["/admin/withdrawals", "rows"],
    ["/login", "form"],
    ["/resetPassword/abc", "form"],
    ["/support/create", "form"],
    ["/account/deposit/crypto", "form"],
    ["/admin/markets/new", "form"],
    ["/how-it-works", "article"],
    ["/privacy-policy", "article"],
  ])("draws %s as %s", (path, shape) => {
    expect(skeletonShapeFor(path)).toBe(shape);
  });

  it("has six placeholders, as spec §2 says", () => {
    expect(SKELETON_CARD_COUNT).toBe(6);
  });
});

describe("the route skeleton on screen", () => {
  it("shows a market page's headline, chart and ticket while the market page loads", async () => {
    renderPortal("/market/m_1", { lang: "en" });
    const items = screen.getByTestId("route-skeleton");
    const skeleton = items.closest("[role=status]") as HTMLElement;
    expect(skeleton.getAttribute("data-shape")).toBe("market");
    expect(skeleton.querySelector(".portal-skeleton__chart")).not.toBeNull();
    expect(skeleton.querySelector(".portal-skeleton__ticket")).not.toBeNull();
    expect(items.querySelectorAll("li")).toHaveLength(SKELETON_CARD_COUNT);
    expect(skeleton.textContent).toBe("Loading page…");
    await screen.findByRole("heading", { level: 1 });
  });

  it("shows six market cards with a picture and two prices on the market list", () => {
    renderPortal("/markets/all", { lang: "en" });
    const items = screen.getByTestId("route-skeleton");
    expect(items.className).toBe("portal-skeleton__cards");
    const cards = items.querySelectorAll("li");
    expect(cards).toHaveLength(SKELETON_CARD_COUNT);
    for (const card of cards) {
      expect(card.querySelector(".portal-skeleton__image")).not.toBeNull();
      expect(card.querySelectorAll(".portal-skeleton__pill")).toHaveLength(2);
    }
  });
});
