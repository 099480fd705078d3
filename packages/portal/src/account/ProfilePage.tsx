import { useSession } from "@pulso/widgets";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { EmailVerificationSection } from "./EmailVerificationSection";
import { PasswordForm } from "./PasswordForm";
import { ProfileForm } from "./ProfileForm";
import "./account.css";

/**
 * `/account/userProfile` (spec §2): account settings: the e-mail verification state (with a
 * resend), profile, contact and social saved together, and the password changed on its own. RequireSession guarantees a user.
 */
export function ProfilePage() {
  const { t } = usePortalT();
  const { user } = useSession();
  return (
    <div className="portal-page account-page">
      <PageHeading>{t("account.profile.title")}</PageHeading>
      <p className="portal-muted">{t("account.profile.intro")}</p>
      {user && <EmailVerificationSection user={user} />}
      {user && <ProfileForm user={user} />}
      <section className="account-section" aria-labelledby="account-password">
        <h2 id="account-password">{t("account.profile.passwordSection")}</h2>
        <PasswordForm />
      </section>
    </div>
  );
}
