import type { MessageShape } from "../i18n/messageShape";
import type { esPlatformMessages } from "./messages";

/** The platform screens' texts in English. */
export const enPlatformMessages: MessageShape<typeof esPlatformMessages> = {
  title: "Pulso",
  install: {
    button: "Download app",
    howToTitle: "Install Pulso on your device",
    howTo: {
      ios: "On iPhone or iPad, tap Share in Safari, then Add to Home Screen.",
      android:
        "Open your browser's menu (the three dots) and choose Install app or Add to Home screen.",
      macSafari: "In Safari, choose File › Add to Dock.",
      firefoxDesktop:
        "Firefox on a computer does not install web apps: open Pulso in Chrome, Edge or Safari, or bookmark it.",
      desktop:
        "In Chrome or Edge, click the install icon at the right of the address bar, or open the browser's menu and choose Install Pulso.",
    },
    close: "Close",
  },
};
