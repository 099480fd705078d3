import { useSyncExternalStore } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { installPlatform, pageInstallPrompt, runsInstalled } from "../platform/installPrompt";
import { useDisclosure } from "./useDisclosure";

/**
 * The header's "Download app" button (spec §2): the portal is an installable app; the button
 * shows the browser's install prompt when it offered one, else a short how-to for the reader's
 * platform (iPhone/iPad, Android, Safari on a Mac, Firefox, other computer browsers). Hidden
 * inside the installed app.
 */
export function InstallAppButton() {
  const { t } = usePortalT();
  const install = pageInstallPrompt();
  const canPrompt = useSyncExternalStore(install.subscribe, install.canPrompt, () => false);
  const { open, setOpen, rootRef, buttonProps, panelId } = useDisclosure();
  if (runsInstalled()) return null;

  const onClick = () => {
    if (canPrompt) {
      setOpen(false);
      void install.prompt();
    } else buttonProps.onClick();
  };
  return (
    <div className="portal-dropdown portal-dropdown--end portal-install" ref={rootRef}>
      <button
        type="button"
        className="portal-button portal-install__button"
        {...buttonProps}
        aria-expanded={canPrompt ? undefined : open}
        aria-controls={canPrompt ? undefined : panelId}
        onClick={onClick}
      >
        <span aria-hidden="true">↓</span> {t("platform.install.button")}
      </button>
      <div id={panelId} className="portal-dropdown__panel portal-install__panel" hidden={!open}>
        <p className="portal-install__title">
          <strong>{t("platform.install.howToTitle")}</strong>
        </p>
        <p>{t(`platform.install.howTo.${installPlatform()}`)}</p>
        <button
          type="button"
          className="portal-button"
          onClick={() => {
            setOpen(false);
            buttonProps.ref.current?.focus();
          }}
        >
          {t("platform.install.close")}
        </button>
      </div>
    </div>
  );
}
