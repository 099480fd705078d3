import type { MessageShape } from "../i18n/messageShape";

/** The platform screens' texts in Spanish: the source of the keys (English must have the same ones). */
export const esPlatformMessages = {
  title: "Pulso",
  install: {
    button: "Descargar app",
    howToTitle: "Instala Pulso en tu dispositivo",
    howTo:
      "Abre el menú de tu navegador y elige «Instalar aplicación» o «Añadir a pantalla de inicio».",
    howToIos: "En iPhone o iPad, toca Compartir en Safari y luego «Añadir a pantalla de inicio».",
    close: "Cerrar",
  },
} as const;

/** The platform screens' texts in English. */
export const enPlatformMessages: MessageShape<typeof esPlatformMessages> = {
  title: "Pulso",
  install: {
    button: "Download app",
    howToTitle: "Install Pulso on your device",
    howTo: "Use your browser's menu → Install app / Add to Home Screen.",
    howToIos: "On iPhone or iPad, tap Share in Safari, then Add to Home Screen.",
    close: "Close",
  },
};
