import { failureOf } from "../test-utils/failureOf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../test-utils/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);

describe("the profile (PATCH /users/updateMe)", () => {
  it("updates the fields sent, clears with null, and derives the age", async () => {
    const { api } = await server.signup();
    const user = await api.updateMe({
      firstName: "Ana",
      lastName: "Pérez",
      dateOfBirth: "1990-05-17",
      gender: "female",
      city: "Tegucigalpa",
      facebookUrl: "https://facebook.com/ana",
      language: "en",
    });
    expect(user).toMatchObject({
      firstName: "Ana",
      lastName: "Pérez",
      dateOfBirth: "1990-05-17",
      gender: "female",
      city: "Tegucigalpa",
      facebookUrl: "https://facebook.com/ana",
      language: "en",
    });
    expect(user.age).toBeGreaterThanOrEqual(35);
    const cleared = await api.updateMe({ city: null, facebookUrl: "" });
    expect(cleared).toMatchObject({ city: null, facebookUrl: null, firstName: "Ana" });
  });

  it("refuses fields a user may not set, and bad values, changing nothing", async () => {
    const { api } = await server.signup();
    const before = await api.getMe();
    for (const [body, code] of [
      [{ role: "admin" }, "VALIDATION_FAILED"],
      [{ balance: 1_000_000 }, "VALIDATION_FAILED"],
      [{ instagramUrl: "javascript:alert(1)" }, "VALIDATION_FAILED"],
      [{ gender: "robot" }, "VALIDATION_FAILED"],
      [{ dateOfBirth: "17/05/1990" }, "VALIDATION_FAILED"],
      [{ firstName: "x".repeat(81) }, "VALIDATION_FAILED"],
    ] as const) {
      const failure = await failureOf(api.updateMe(body as never));
      expect(failure, JSON.stringify(body)).toMatchObject({ status: 400, code });
    }
    const url = await failureOf(api.updateMe({ instagramUrl: "javascript:alert(1)" }));
    expect(url.details).toEqual({ issues: [{ path: "instagramUrl", code: "INVALID_URL" }] });
    expect(await api.getMe()).toEqual(before);
  });

  it("refuses to empty the first or last name (spec §5), in the reader's language, changing nothing", async () => {
    const { api, token } = await server.signup();
    await api.updateMe({ firstName: "Ana", lastName: "Pérez", city: "Tegucigalpa" });
    const before = await api.getMe();
    const first = await failureOf(api.updateMe({ firstName: "  ", city: "León" }));
    expect(first).toMatchObject({ status: 400, code: "FIRST_NAME_REQUIRED" });
    expect(first.details).toEqual({ issues: [{ path: "firstName", code: "FIRST_NAME_REQUIRED" }] });
    const last = await failureOf(api.updateMe({ lastName: null }));
    expect(last).toMatchObject({ status: 400, code: "LAST_NAME_REQUIRED" });
    const both = await failureOf(api.updateMe({ firstName: "", lastName: "" }));
    expect(both.details).toEqual({
      issues: [
        { path: "firstName", code: "FIRST_NAME_REQUIRED" },
        { path: "lastName", code: "LAST_NAME_REQUIRED" },
      ],
    });
    const photo = await failureOf(
      api.updateMe({ lastName: "" }, new Blob([PNG], { type: "image/png" })),
    );
    expect(photo).toMatchObject({ status: 400, code: "LAST_NAME_REQUIRED" });
    expect(await api.getMe()).toEqual(before);

    for (const [language, message] of [
      ["es", "El nombre es obligatorio."],
      ["en", "First name is required."],
    ] as const) {
      const response = await fetch(`${server.origin}/api/v1/users/updateMe`, {
        method: "PATCH",
        headers: {
          authorization: `Bearer ${token}`,
          "content-type": "application/json",
          "accept-language": language,
        },
        body: JSON.stringify({ firstName: "" }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: "FIRST_NAME_REQUIRED", message });
    }
    expect(await api.getMe()).toEqual(before);
  });

  it("stores the verification photo privately: its owner and admins see it, nobody else", async () => {
    const owner = await server.signup();
    const user = await owner.api.updateMe(
      { firstName: "Ana" },
      new Blob([PNG], { type: "image/png" }),
    );
    expect(user.verificationPhotoUrl).toMatch(
      new RegExp(`^${server.origin}/uploads/[0-9a-f-]{36}$`),
    );
    const url = user.verificationPhotoUrl!;
    const asOwner = await fetch(url, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(asOwner.status).toBe(200);
    expect(asOwner.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await asOwner.arrayBuffer()).equals(PNG)).toBe(true);
    const stranger = await server.signup();
    expect(
      (await fetch(url, { headers: { authorization: `Bearer ${stranger.token}` } })).status,
    ).toBe(404);
    expect((await fetch(url)).status).toBe(404);
    const admin = await server.admin();
    expect((await fetch(url, { headers: { authorization: `Bearer ${admin.token}` } })).status).toBe(
      200,
    );
  });

  it("refuses a file that only claims to be an image", async () => {
    const { api } = await server.signup();
    const fake = new Blob(["<script>alert(1)</script>"], { type: "image/png" });
    const failure = await failureOf(api.updateMe({ firstName: "Ana" }, fake));
    expect(failure).toMatchObject({ status: 400, code: "IMAGE_TYPE_NOT_ALLOWED" });
    expect((await api.getMe()).firstName).toBeNull();
  });
});

describe("notification settings", () => {
  it("start from the defaults and change only what is sent", async () => {
    const { api } = await server.signup();
    expect(await api.getNotificationSettings()).toEqual({
      marketResolved: true,
      payouts: true,
      balanceChanges: true,
      tickets: true,
      suggestions: true,
      marketing: false,
      email: false,
    });
    const changed = await api.updateNotificationSettings({ marketResolved: false, email: true });
    expect(changed).toMatchObject({ marketResolved: false, email: true, payouts: true });
    const refused = await failureOf(api.updateNotificationSettings({ sms: true } as never));
    expect(refused.code).toBe("VALIDATION_FAILED");
    expect(await api.getNotificationSettings()).toEqual(changed);
  });
});

describe("admin user management", () => {
  it("is refused to readers and signed-out callers", async () => {
    const { api, userId } = await server.signup();
    expect((await failureOf(api.listUsers())).status).toBe(403);
    expect((await failureOf(api.getUser(userId))).status).toBe(403);
    expect((await failureOf(api.updateUser(userId, { role: "admin" }))).status).toBe(403);
    expect((await failureOf(server.client().listUsers())).status).toBe(401);
    expect((await api.getMe()).role).toBe("user");
  });

  it("lists, finds, promotes and disables users", async () => {
    const admin = await server.admin();
    const target = await server.signup({ name: "Rodrigo Buscable" });
    const found = await admin.api.listUsers({ search: "buscable" });
    expect(found.users.map((user) => user._id)).toEqual([target.userId]);
    expect(found.pagination).toMatchObject({ page: 1, total: 1, hasMore: false });
    expect((await admin.api.getUser(target.userId)).name).toBe("Rodrigo Buscable");
    expect((await admin.api.updateUser(target.userId, { role: "admin" })).role).toBe("admin");
    await admin.api.updateUser(target.userId, { disabled: true });
    expect((await failureOf(target.api.getMe())).status).toBe(401);
    expect(
      (await failureOf(server.client().login({ email: target.email, password: "Secreto123" })))
        .code,
    ).toBe("LOGIN_FAILED");
    expect((await failureOf(admin.api.getUser("no-such-user"))).status).toBe(404);
  });

  it("does not let an admin demote or disable themselves", async () => {
    const admin = await server.admin();
    const failure = await failureOf(admin.api.updateUser(admin.userId, { role: "user" }));
    expect(failure.status).toBe(400);
    expect((await admin.api.getMe()).role).toBe("admin");
  });
});

describe("cookie sessions and CSRF (DESIGN §5)", () => {
  const patchName = (headers: Record<string, string>) =>
    fetch(`${server.baseURL}/users/updateMe`, {
      method: "PATCH",
      headers: { "content-type": "application/json", ...headers },
      body: JSON.stringify({ firstName: "Cambiado" }),
    });

  it("accept a cookie-authenticated write with X-Requested-With from the platform", async () => {
    const { token, api } = await server.signup();
    const response = await patchName({
      cookie: `pulso_session=${token}`,
      "x-requested-with": "XMLHttpRequest",
    });
    expect(response.status).toBe(200);
    expect((await api.getMe()).firstName).toBe("Cambiado");
  });

  it("refuse it without X-Requested-With or from a foreign origin, changing nothing", async () => {
    const { token, api } = await server.signup();
    const bare = await patchName({ cookie: `pulso_session=${token}` });
    expect(bare.status).toBe(403);
    expect(await bare.json()).toMatchObject({ code: "CSRF_REJECTED" });
    const foreign = await patchName({
      cookie: `pulso_session=${token}`,
      "x-requested-with": "XMLHttpRequest",
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect((await api.getMe()).firstName).toBeNull();
  });

  it("lets bearer-token clients call from anywhere, and refuses a login from a foreign page", async () => {
    const { token, api, email } = await server.signup();
    const bearer = await patchName({
      authorization: `Bearer ${token}`,
      origin: "https://app.example",
    });
    expect(bearer.status).toBe(200);
    expect((await api.getMe()).firstName).toBe("Cambiado");
    const login = await fetch(`${server.baseURL}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example" },
      body: JSON.stringify({ email, password: "Secreto123" }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.get("set-cookie")).toBeNull();
  });

  it("sets the session cookie HttpOnly and SameSite=Lax at sign-in, and clears it at logout", async () => {
    const { email } = await server.signup();
    const login = await fetch(`${server.baseURL}/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, password: "Secreto123" }),
    });
    const cookie = login.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^pulso_session=[A-Za-z0-9_-]{40,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const value = cookie.split(";")[0]!;
    // The portal's header: on the cookie, logout is a write under the CSRF rule.
    const logout = await fetch(`${server.baseURL}/auth/logout`, {
      headers: { cookie: value, "x-requested-with": "XMLHttpRequest" },
    });
    expect(logout.headers.get("set-cookie")).toMatch(/^pulso_session=;/);
    const after = await fetch(`${server.baseURL}/users/me`, { headers: { cookie: value } });
    expect(after.status).toBe(401);
  });
});
