import { sampleMarket } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });

function renderForm(answer = success({ poll: sampleMarket() })) {
  return renderPortal("/admin/markets/new", {
    lang: "en",
    user: admin,
    prepare: (api) => api.on("POST", "/polls", answer),
  });
}

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

async function fillRequired() {
  await screen.findByRole("heading", { level: 1, name: "Create market" });
  change("Title (Spanish)", "¿Habrá segunda vuelta?");
  change("Description (Spanish)", "Se resuelve con el resultado oficial.");
  change("Category", "presidential");
  change("Start date", "2026-12-01T10:00");
  change("End date", "2027-01-15T18:30");
}

describe("the create market form", () => {
  it("refuses fewer than 2 or more than 4 options with spec §5's messages", async () => {
    renderForm();
    await fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Remove option 2" }));
    expect(await screen.findByText("At least 2 options are required")).toBeTruthy();
    expect(screen.getByLabelText("Option 2 (Spanish)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    expect(screen.getByLabelText("Option 4 (Spanish)")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    expect(await screen.findByText("Maximum 4 options allowed")).toBeTruthy();
    expect(screen.queryByLabelText("Option 5 (Spanish)")).toBeNull();
  });

  it("refuses opening prices outside 1–99 without sending", async () => {
    const { api } = renderForm();
    await fillRequired();
    change("Yes opening price (cents)", "0");
    change("No opening price (cents)", "100");
    fireEvent.click(screen.getByRole("button", { name: "Create market" }));
    expect(await screen.findAllByText("Prices must be between 1 and 99 cents.")).toHaveLength(2);
    expect(screen.getByLabelText("Yes opening price (cents)").getAttribute("aria-invalid")).toBe(
      "true",
    );
    expect(api.calls("POST", "/polls")).toHaveLength(0);
  });

  it("refuses a liquidity b the market maker cannot take", async () => {
    const { api } = renderForm();
    await fillRequired();
    change("Liquidity b (optional)", "5");
    fireEvent.click(screen.getByRole("button", { name: "Create market" }));
    expect(await screen.findByText("The liquidity must be between 10 and 1,000,000.")).toBeTruthy();
    expect(api.calls("POST", "/polls")).toHaveLength(0);
  });

  it("names the missing fields", async () => {
    const { api } = renderForm();
    await screen.findByRole("heading", { level: 1, name: "Create market" });
    fireEvent.click(screen.getByRole("button", { name: "Create market" }));
    expect(await screen.findByText("The title is required.")).toBeTruthy();
    expect(screen.getByText("The description is required.")).toBeTruthy();
    expect(screen.getByText("Please choose a category.")).toBeTruthy();
    expect(api.calls("POST", "/polls")).toHaveLength(0);
  });

  it("sends a binary prediction market with its prices and opens the new market", async () => {
    const { api, router } = renderForm();
    await fillRequired();
    change("Title (English, optional)", "Will there be a runoff?");
    change("Yes opening price (cents)", "35");
    change("No opening price (cents)", "65");
    change("Liquidity b (optional)", "500");
    fireEvent.click(screen.getByRole("button", { name: "Create market" }));
    await waitFor(() => expect(api.calls("POST", "/polls")).toHaveLength(1));
    expect(api.calls("POST", "/polls")[0]!.body).toEqual({
      kind: "prediction",
      title: "¿Habrá segunda vuelta?",
      titleEn: "Will there be a runoff?",
      description: "Se resuelve con el resultado oficial.",
      category: "presidential",
      startDate: new Date("2026-12-01T10:00").toISOString(),
      endDate: new Date("2027-01-15T18:30").toISOString(),
      options: [
        { text: "Sí", textEn: "Yes" },
        { text: "No", textEn: "No" },
      ],
      yesPrice: 35,
      noPrice: 65,
      liquidityB: 500,
    });
    await waitFor(() => expect(router.location.pathname).toBe("/market/m_1"));
  });

  it("sends a poll of three options without prices", async () => {
    const { api } = renderForm();
    await fillRequired();
    fireEvent.click(screen.getByRole("radio", { name: "Poll (votes, no money)" }));
    expect(screen.queryByLabelText("Yes opening price (cents)")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Add option" }));
    change("Option 1 (Spanish)", "Candidata A");
    change("Option 2 (Spanish)", "Candidato B");
    change("Option 2 (English, optional)", "");
    change("Option 3 (Spanish)", "Otro");
    fireEvent.click(screen.getByRole("button", { name: "Create market" }));
    await waitFor(() => expect(api.calls("POST", "/polls")).toHaveLength(1));
    const body = api.calls("POST", "/polls")[0]!.body as Record<string, unknown>;
    expect(body.kind).toBe("poll");
    expect(body.options).toEqual([
      { text: "Candidata A", textEn: "Yes" },
      { text: "Candidato B" },
      { text: "Otro" },
    ]);
    expect(body).not.toHaveProperty("yesPrice");
    expect(body).not.toHaveProperty("liquidityB");
  });

  it("says 'Failed to create market.' when the server refuses", async () => {
    renderForm(failure(500, "INTERNAL_ERROR"));
    await fillRequired();
    fireEvent.click(screen.getByRole("button", { name: "Create market" }));
    expect(await screen.findByText("Failed to create market.")).toBeTruthy();
  });

  it("refuses an image over 5MB", async () => {
    renderForm();
    await screen.findByRole("heading", { level: 1, name: "Create market" });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "big.png", { type: "image/png" });
    fireEvent.change(screen.getByLabelText("Image (optional)"), { target: { files: [big] } });
    expect(await screen.findByText("The image must be 5MB or smaller.")).toBeTruthy();
  });
});
