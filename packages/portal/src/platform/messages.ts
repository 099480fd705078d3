/** The platform screens' texts in Spanish: the source of the keys (English must have the same ones). */
export const esPlatformMessages = {
  title: "Pulso",
  install: {
    button: "Descargar app",
    howToTitle: "Instala Pulso en tu dispositivo",
    howTo: {
      ios: "En iPhone o iPad, toca Compartir en Safari y luego «Añadir a pantalla de inicio».",
      android:
        "Abre el menú de tu navegador (los tres puntos) y elige «Instalar aplicación» o «Añadir a pantalla de inicio».",
      macSafari: "En Safari, elige Archivo › «Añadir al Dock».",
      firefoxDesktop:
        "Firefox para ordenador no instala aplicaciones web: abre Pulso en Chrome, Edge o Safari, o guárdalo en marcadores.",
      desktop:
        "En Chrome o Edge, pulsa el icono de instalar a la derecha de la barra de direcciones, o abre el menú del navegador y elige «Instalar Pulso».",
    },
    close: "Cerrar",
  },
} as const;
