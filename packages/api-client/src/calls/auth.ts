import type {
  AuthResponse,
  ForgotPasswordBody,
  LoginBody,
  ResetPasswordBody,
  SignupBody,
  UpdatePasswordBody,
  User,
} from "@pulso/core";
import type { CallContext, CallOptions } from "./callOptions";
import { withUserPhoto } from "./images";

/** A session as the auth calls return it: the bearer token and the signed-in user. */
export interface AuthResult {
  token: string;
  user: User;
}

/** The auth calls of spec §7 and DESIGN §5. */
export function authCalls({ call, callBody, absolutize }: CallContext) {
  const session = async (promise: Promise<AuthResponse>): Promise<AuthResult> => {
    const body = await promise;
    return { token: body.token, user: withUserPhoto(body.data.user, absolutize) };
  };
  return {
    /**
     * GET /auth/session: the signed-in user, or null when signed out. The session probe: it
     * answers 200 either way, so checking on a signed-out reader logs nothing in the console.
     */
    getSession: (options?: CallOptions) =>
      call("getSession", options).then((data) =>
        data.user ? withUserPhoto(data.user, absolutize) : null,
      ),
    /** POST /auth/signup: creates the account (with the $10 credit) and signs in. */
    signup: (body: SignupBody, options?: CallOptions) =>
      session(callBody("signup", { ...options, body })),
    /** POST /auth/login. */
    login: (body: LoginBody, options?: CallOptions) =>
      session(callBody("login", { ...options, body })),
    /** GET /auth/logout: revokes the session. */
    logout: (options?: CallOptions) => callBody("logout", options).then(() => undefined),
    /** PATCH /auth/updateMyPassword: returns a new token; other sessions are revoked. */
    updateMyPassword: (body: UpdatePasswordBody, options?: CallOptions) =>
      session(callBody("updateMyPassword", { ...options, body })),
    /** POST /auth/forgotPassword: always answers the same, whether the email exists or not. */
    forgotPassword: (body: ForgotPasswordBody, options?: CallOptions) =>
      callBody("forgotPassword", { ...options, body }).then(() => undefined),
    /** PATCH /auth/resetPassword/:token: sets the new password and signs in. */
    resetPassword: (token: string, body: ResetPasswordBody, options?: CallOptions) =>
      session(callBody("resetPassword", { ...options, params: { token }, body })),
    /** POST /auth/verifyEmail/:token: confirms the e-mail address (the link mailed at sign-up). */
    verifyEmail: (token: string, options?: CallOptions) =>
      callBody("verifyEmail", { ...options, params: { token } }).then(() => undefined),
    /** POST /auth/resendVerification: mails a new verification link to the signed-in user. */
    resendVerification: (options?: CallOptions) =>
      callBody("resendVerification", options).then(() => undefined),
  };
}
