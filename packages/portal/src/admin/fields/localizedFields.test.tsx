import { sampleMarket } from "@pulso/core/testing";
import { success } from "@pulso/sdk/testing";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPortal, testUser } from "../../test-utils/renderPortal";

afterEach(cleanup);

const change = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** The text of the messages a field's `aria-describedby` points at. */
const describedBy = (label: string) =>
  (screen.getByLabelText(label).getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent)
    .join(" ");

describe("date and file fields speak the page's language", () => {
  it("takes the market's dates as dd/mm/aaaa hh:mm in Spanish and sends them as instants", async () => {
    const { api } = renderPortal("/admin/markets/new", {
      lang: "es",
      user: testUser({ role: "admin", name: "Admin" }),
      prepare: (fake) => fake.on("POST", "/polls", success({ poll: sampleMarket() })),
    });
    await screen.findByRole("heading", { level: 1, name: "Crear mercado" }, { timeout: 10_000 });
    const start = screen.getByLabelText("Fecha de inicio") as HTMLInputElement;
    // Not the browser's date input, which would show "mm/dd/yyyy" from the browser's locale.
    expect(start.type).toBe("text");
    expect(start.placeholder).toBe("dd/mm/aaaa hh:mm");
    expect(describedBy("Fecha de inicio")).toContain("Escríbela como dd/mm/aaaa hh:mm");

    change("Título (español)", "¿Habrá segunda vuelta?");
    change("Descripción (español)", "Se resuelve con el resultado oficial.");
    change("Categoría", "presidential");
    change("Fecha de inicio", "05/11/2026 18:30");
    change("Fecha de cierre", "31/02/2027 10:00");
    fireEvent.click(screen.getByRole("button", { name: "Crear mercado" }));
    // 31 February is no date: refused here, nothing sent.
    await waitFor(() => expect(describedBy("Fecha de cierre")).not.toBe(""));
    expect(api.calls("POST", "/polls")).toHaveLength(0);

    change("Fecha de cierre", "15/01/2027 09:00");
    fireEvent.click(screen.getByRole("button", { name: "Crear mercado" }));
    await waitFor(() => expect(api.calls("POST", "/polls")).toHaveLength(1));
    expect(api.calls("POST", "/polls")[0]!.body).toMatchObject({
      startDate: new Date(2026, 10, 5, 18, 30).toISOString(),
      endDate: new Date(2027, 0, 15, 9, 0).toISOString(),
    });
  });

  it("offers files with a button in Spanish, never the browser's 'Choose File'", async () => {
    renderPortal("/support/create", { lang: "es", user: testUser() });
    await screen.findByRole(
      "heading",
      { level: 1, name: "Nuevo ticket de soporte" },
      {
        timeout: 10_000,
      },
    );
    const input = screen.getByLabelText("Adjuntos") as HTMLInputElement;
    expect(input.type).toBe("file");
    // The native control is drawn over by ours: it stays the one that is clicked and focused.
    expect(input.className).toBe("portal-file__input");
    const picker = input.closest(".portal-file")!;
    expect(picker.textContent).toContain("Elegir archivos");
    expect(picker.textContent).toContain("Ningún archivo elegido");
    expect(document.body.textContent).not.toMatch(/Choose File|No file chosen/);

    const file = new File(["hola"], "captura.png", { type: "image/png" });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await screen.findByText("captura.png")).toBeTruthy();
    expect(picker.textContent).not.toContain("Ningún archivo elegido");
  });

  it("offers the market image with a button in the page's language", async () => {
    renderPortal("/admin/markets/new", {
      lang: "en",
      user: testUser({ role: "admin", name: "Admin" }),
    });
    await screen.findByRole("heading", { level: 1, name: "Create market" }, { timeout: 10_000 });
    const input = screen.getByLabelText(/^Image/) as HTMLInputElement;
    const picker = input.closest(".portal-file")!;
    expect(picker.textContent).toBe("Choose a fileNo file chosen yet");
    fireEvent.change(input, {
      target: { files: [new File(["x"], "mapa.png", { type: "image/png" })] },
    });
    expect(picker.textContent).toBe("Choose a filemapa.png");
  });
});
