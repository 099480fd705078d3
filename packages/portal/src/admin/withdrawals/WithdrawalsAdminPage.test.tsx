import { failure, success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { adminWithdrawal } from "../../test-utils/adminSamples";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const admin = testUser({ role: "admin", name: "Admin" });
const requested = adminWithdrawal();
const sent = adminWithdrawal({
  _id: "w_2",
  amount: 12.5,
  status: "sent",
  txHash: "0xabc123",
  createdAt: "2026-11-19T10:00:00.000Z",
});
const HASH = "0x" + "f".repeat(64);

function renderWithdrawals(lang: "en" | "es" = "en", approveAnswer = success({})) {
  return renderPortal("/admin/withdrawals", {
    lang,
    user: admin,
    prepare: (api) => {
      api.on("GET", "/admin/withdrawals", success({ withdrawals: [requested, sent] }));
      api.on(
        "POST",
        "/admin/withdrawals/w_1/approve",
        approveAnswer.status
          ? approveAnswer
          : success({ withdrawal: { ...requested, status: "sent", txHash: HASH } }),
      );
      api.on(
        "POST",
        "/admin/withdrawals/w_1/reject",
        success({ withdrawal: { ...requested, status: "rejected" } }),
      );
    },
  });
}

const requestedRow = async () => (await screen.findByText("$40.00")).closest("tr") as HTMLElement;

describe("the admin withdrawals screen", () => {
  it("shows each withdrawal's status and tx hash, with actions only on requested ones", async () => {
    renderWithdrawals();
    const row = await requestedRow();
    expect(within(row).getByText("Requested")).toBeTruthy();
    expect(within(row).getByText("0x2222…2222")).toBeTruthy();
    expect(within(row).getByText(/USDC · Base/)).toBeTruthy();
    const sentRow = screen.getByText("0xabc123").closest("tr") as HTMLElement;
    expect(within(sentRow).getByText("Sent")).toBeTruthy();
    expect(within(sentRow).queryByRole("button", { name: "Approve" })).toBeNull();
  });

  it("approves after confirming and shows the tx hash", async () => {
    const { api } = renderWithdrawals();
    fireEvent.click(within(await requestedRow()).getByRole("button", { name: "Approve" }));
    const dialog = screen.getByRole("dialog", { name: "Approve the withdrawal of $40.00?" });
    expect(api.calls("POST", "/admin/withdrawals/w_1/approve")).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm approval" }));
    expect(await screen.findByText(`Withdrawal approved and sent (tx ${HASH}).`)).toBeTruthy();
    expect(api.calls("POST", "/admin/withdrawals/w_1/approve")).toHaveLength(1);
  });

  it("rejects with the reason as the admin's notes", async () => {
    const { api } = renderWithdrawals();
    fireEvent.click(within(await requestedRow()).getByRole("button", { name: "Reject" }));
    const dialog = screen.getByRole("dialog", { name: "Reject the withdrawal of $40.00?" });
    fireEvent.change(within(dialog).getByLabelText("Reason (shown to the user)"), {
      target: { value: "The address is on a sanctions list." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm rejection" }));
    expect(
      await screen.findByText("Withdrawal rejected; the funds went back to the user."),
    ).toBeTruthy();
    expect(api.calls("POST", "/admin/withdrawals/w_1/reject").map((call) => call.body)).toEqual([
      { adminNotes: "The address is on a sanctions list." },
    ]);
  });

  it("says why an approval failed and keeps the dialog open", async () => {
    renderWithdrawals("en", failure(409, "INVALID_STATUS_TRANSITION"));
    fireEvent.click(within(await requestedRow()).getByRole("button", { name: "Approve" }));
    fireEvent.click(screen.getByRole("button", { name: "Confirm approval" }));
    expect(await screen.findByText(/^Could not complete:/)).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  it("names the actions in Spanish", async () => {
    renderWithdrawals("es");
    const table = await screen.findByRole("table");
    const row = within(table).getByText("Solicitado").closest("tr") as HTMLElement;
    expect(within(row).getByRole("button", { name: "Aprobar" })).toBeTruthy();
    expect(within(row).getByRole("button", { name: "Rechazar" })).toBeTruthy();
  });
});
