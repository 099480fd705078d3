import { NavLink } from "react-router";
import { usePortalT } from "../i18n/usePortalT";

/** Links between the three money screens, the current one marked for assistive technology. */
export function MoneyNav() {
  const { t } = usePortalT();
  const links = [
    { to: "/account/deposit", label: t("money.nav.card") },
    { to: "/account/deposit/crypto", label: t("money.nav.crypto") },
    { to: "/account/withdraw", label: t("money.nav.withdraw") },
  ];
  return (
    <nav aria-label={t("money.nav.label")} className="money-nav">
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
