import type { Language } from "@pulso/core";
import { sampleUser } from "@pulso/core/testing";
import { failure, success } from "@pulso/sdk/testing";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestPulso } from "../test-utils/testPulso";
import { AuthorizeApp } from "./AuthorizeApp";
import { FRAME_PROTOCOL } from "../frameProtocol/protocol";

afterEach(cleanup);

const SITE = "https://news.example";
const NONCE = "0123456789abcdef0123456789abcdef";
const CODE = "one-time-code-0123456789";
const CODE_PATH = "/embed/sessions/code";

interface SetupOptions {
  signedIn?: boolean;
  site?: string | null;
  siteName?: string | null;
  withOpener?: boolean;
}

async function setup(lang: Language, options: SetupOptions = {}) {
  const test = createTestPulso(lang);
  const user = sampleUser();
  test.api.on(
    "GET",
    "/auth/session",
    options.signedIn ? success({ user }) : success({ user: null }),
  );
  test.api.on("POST", "/auth/login", {
    body: { status: "success", token: "tok_1", data: { user } },
  });
  test.api.on("GET", "/auth/logout", { body: { status: "success" } });
  test.api.on("POST", CODE_PATH, success({ code: CODE, expiresAt: "2026-11-21T10:05:00.000Z" }));
  await act(() => test.pulso.session.refresh());
  const opener = { postMessage: vi.fn() };
  const close = vi.fn();
  render(
    <AuthorizeApp
      pulso={test.pulso}
      lang={lang}
      site={options.site === undefined ? SITE : options.site}
      siteName={options.siteName}
      nonce={NONCE}
      opener={options.withOpener === false ? null : (opener as unknown as Window)}
      close={close}
    />,
  );
  return { ...test, opener, close };
}

function fillLimits(perBet: string, daily: string) {
  fireEvent.change(screen.getByLabelText(/^Máximo por apuesta/), { target: { value: perBet } });
  fireEvent.change(screen.getByLabelText(/^Máximo por día/), { target: { value: daily } });
}

describe("AuthorizeApp: signing in", () => {
  it("asks a signed-out reader to log in, in Spanish", async () => {
    await setup("es");
    expect(screen.getByRole("heading", { name: "Conectar news.example con Pulso" })).toBeTruthy();
    expect(
      screen.getByText("Inicia sesión en Pulso para apostar y participar desde news.example."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Correo electrónico")).toBeTruthy();
    expect(screen.getByLabelText("Contraseña")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
  });

  it("asks a signed-out reader to log in, in English", async () => {
    await setup("en");
    expect(screen.getByRole("heading", { name: "Connect news.example with Pulso" })).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
    expect(screen.getByLabelText("Password")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Log in" })).toBeTruthy();
  });

  it.each([
    ["es", "¿Olvidaste tu contraseña?", "Crear una cuenta", /Vuelve a esta ventana/],
    ["en", "Forgot your password?", "Create an account", /Come back to this window/],
  ] as const)(
    "links a signed-out reader (%s) to password reset and sign-up on the platform, in a new tab",
    async (lang, forgot, signUp, comeBack) => {
      await setup(lang);
      for (const [name, path] of [
        [forgot, "/forgot-password"],
        [signUp, "/signup"],
      ]) {
        const link = screen.getByRole("link", { name });
        expect(link.getAttribute("href")).toBe(path);
        expect(link.getAttribute("target")).toBe("_blank");
        expect(link.getAttribute("rel")).toContain("noopener");
      }
      expect(screen.getByText(comeBack)).toBeTruthy();
    },
  );

  it("back from signing up in another tab, goes on to the approval", async () => {
    const test = await setup("es");
    test.api.on("GET", "/auth/session", success({ user: sampleUser() }));
    act(() => {
      window.dispatchEvent(new Event("focus"));
    });
    expect(await screen.findByRole("button", { name: "Permitir" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Crear una cuenta" })).toBeNull();
  });

  it("shows the server's refusal in the reader's language and stays on the form", async () => {
    const test = await setup("es");
    test.api.on("POST", "/auth/login", failure(401, "LOGIN_FAILED"));
    fireEvent.change(screen.getByLabelText("Correo electrónico"), {
      target: { value: "ana@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "wrong" } });
    fireEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Error al iniciar sesión: revisa tus credenciales e inténtalo de nuevo.",
    );
    expect(screen.getByLabelText("Contraseña")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Permitir" })).toBeNull();
    expect(test.api.calls("POST", CODE_PATH)).toHaveLength(0);
  });

  it("after logging in, offers to approve the site by its host", async () => {
    const test = await setup("es");
    fireEvent.change(screen.getByLabelText("Correo electrónico"), {
      target: { value: "ana@example.com" },
    });
    fireEvent.change(screen.getByLabelText("Contraseña"), { target: { value: "Secreto123" } });
    fireEvent.click(screen.getByRole("button", { name: "Iniciar sesión" }));
    expect(await screen.findByRole("button", { name: "Permitir" })).toBeTruthy();
    expect(test.api.calls("POST", "/auth/login")[0]?.body).toEqual({
      email: "ana@example.com",
      password: "Secreto123",
    });
    expect(screen.getByText(/^Sesión iniciada como Ana Pérez/)).toBeTruthy();
    expect(screen.getByText(/^Los widgets de Pulso en news\.example podrán/)).toBeTruthy();
    expect(test.opener.postMessage).not.toHaveBeenCalled();
  });
});

describe("AuthorizeApp: approving", () => {
  it("creates a code for the site with the caps and hands it to the opener only, at this origin", async () => {
    const test = await setup("es", { signedIn: true });
    fillLimits("25", "100");
    fireEvent.click(screen.getByRole("button", { name: "Permitir" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Listo: news.example está conectado. Esta ventana se cierra sola.",
    );
    expect(test.api.calls("POST", CODE_PATH).map((call) => call.body)).toEqual([
      { origin: SITE, perBetLimit: 25, dailyLimit: 100 },
    ]);
    expect(test.opener.postMessage).toHaveBeenCalledTimes(1);
    expect(test.opener.postMessage).toHaveBeenCalledWith(
      { protocol: FRAME_PROTOCOL, type: "embed-code", code: CODE, nonce: NONCE },
      location.origin,
    );
    await waitFor(() => expect(test.close).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it("offers the default caps", async () => {
    const test = await setup("en", { signedIn: true });
    fireEvent.click(screen.getByRole("button", { name: "Allow" }));
    await screen.findByRole("status");
    expect(test.api.calls("POST", CODE_PATH)[0]?.body).toEqual({
      origin: SITE,
      perBetLimit: 50,
      dailyLimit: 200,
    });
  });

  it.each([
    ["a daily cap below the per-bet one", "100", "50"],
    ["a zero per-bet cap", "0", "100"],
    ["a negative per-bet cap", "-5", "100"],
    ["an empty per-bet cap", "", "100"],
    ["a per-bet cap above the maximum", "500.01", "2000"],
    ["a daily cap above the maximum", "50", "2000.01"],
  ])("refuses %s with the localized error and posts nothing", async (_name, perBet, daily) => {
    const test = await setup("es", { signedIn: true });
    fillLimits(perBet, daily);
    fireEvent.click(screen.getByRole("button", { name: "Permitir" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Indica límites mayores que $0, y el diario al menos igual al de cada apuesta.",
    );
    await act(async () => {});
    expect(test.api.calls("POST", CODE_PATH)).toHaveLength(0);
    expect(test.opener.postMessage).not.toHaveBeenCalled();
  });

  it("shows the English error for invalid caps", async () => {
    await setup("en", { signedIn: true });
    fireEvent.change(screen.getByLabelText(/^Most per bet/), { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Allow" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Enter limits above $0, the daily one at least the per-bet one.",
    );
  });

  it("shows the server's refusal and hands nothing to the opener", async () => {
    const test = await setup("es", { signedIn: true });
    test.api.on("POST", CODE_PATH, failure(403, "EMBED_ORIGIN_NOT_ALLOWED"));
    fireEvent.click(screen.getByRole("button", { name: "Permitir" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Este sitio no tiene permiso para integrar Pulso.",
    );
    expect(screen.getByRole("button", { name: "Permitir" })).toBeTruthy();
    expect(test.opener.postMessage).not.toHaveBeenCalled();
    expect(test.close).not.toHaveBeenCalled();
  });

  it("Cancel closes the window and hands nothing over", async () => {
    const test = await setup("es", { signedIn: true });
    fireEvent.click(screen.getByRole("button", { name: "Cancelar" }));
    expect(test.close).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("status").textContent).toBe(
      "No se conectó nada. Puedes cerrar esta ventana.",
    );
    await act(async () => {});
    expect(test.api.calls("POST", CODE_PATH)).toHaveLength(0);
    expect(test.opener.postMessage).not.toHaveBeenCalled();
  });

  it("“Not you?” logs out and goes back to the sign-in form", async () => {
    const test = await setup("en", { signedIn: true });
    fireEvent.click(screen.getByRole("button", { name: "Not you? Log out" }));
    expect(await screen.findByLabelText("Password")).toBeTruthy();
    expect(test.api.calls("GET", "/auth/logout")).toHaveLength(1);
    expect(test.opener.postMessage).not.toHaveBeenCalled();
  });
});

describe("AuthorizeApp: naming the publisher", () => {
  const NAME = "El Diario del Sur";

  it("names the publisher with its domain to a signed-out reader, in Spanish and English", async () => {
    await setup("es", { siteName: NAME });
    expect(
      screen.getByRole("heading", { name: "Conectar El Diario del Sur (news.example) con Pulso" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Inicia sesión en Pulso para apostar y participar desde El Diario del Sur (news.example).",
      ),
    ).toBeTruthy();
    cleanup();
    await setup("en", { siteName: NAME });
    expect(
      screen.getByRole("heading", { name: "Connect El Diario del Sur (news.example) with Pulso" }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        "Log in to Pulso to bet and take part from El Diario del Sur (news.example).",
      ),
    ).toBeTruthy();
  });

  it("names it in the approval and when done, and still asks for the site's origin only", async () => {
    const test = await setup("es", { signedIn: true, siteName: ` ${NAME} ` });
    expect(
      screen.getByText(/^Los widgets de Pulso en El Diario del Sur \(news\.example\) podrán/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Permitir" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Listo: El Diario del Sur (news.example) está conectado. Esta ventana se cierra sola.",
    );
    expect(test.api.calls("POST", CODE_PATH)[0]?.body).toEqual({
      origin: SITE,
      perBetLimit: 50,
      dailyLimit: 200,
    });
  });

  it("shows a name as text, never as markup", async () => {
    await setup("en", { siteName: '<img src=x onerror="alert(1)">Diario' });
    const heading = screen.getByRole("heading");
    expect(heading.textContent).toBe(
      'Connect <img src=x onerror="alert(1)">Diario (news.example) with Pulso',
    );
    expect(heading.querySelector("img")).toBeNull();
  });

  it.each([
    ["empty", ""],
    ["blank", "  "],
    ["missing", null],
  ])("shows the domain alone when the name is %s (a bootstrap origin)", async (_name, siteName) => {
    await setup("es", { siteName });
    expect(screen.getByRole("heading", { name: "Conectar news.example con Pulso" })).toBeTruthy();
  });
});

describe("AuthorizeApp: refusing to run", () => {
  it("without an opener: says so, with no form", async () => {
    await setup("es", { signedIn: true, withOpener: false });
    expect(screen.getByRole("alert").textContent).toBe(
      "Abre esta ventana desde un widget de Pulso en un sitio de noticias.",
    );
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("textbox")).toBeNull();
  });

  it("without an opener, signed out: no sign-in form either", async () => {
    await setup("en", { withOpener: false });
    expect(screen.getByRole("alert").textContent).toBe(
      "Open this window from a Pulso widget on a news site.",
    );
    expect(screen.queryByLabelText("Password")).toBeNull();
  });

  it("for a site that may not connect: the badSite alert, with no form", async () => {
    const test = await setup("es", { signedIn: true, site: null });
    expect(screen.getByRole("alert").textContent).toBe(
      "Este sitio no se puede conectar con Pulso.",
    );
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
    expect(test.opener.postMessage).not.toHaveBeenCalled();
  });
});
