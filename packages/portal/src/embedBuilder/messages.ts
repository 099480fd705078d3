/** The embed builder's texts in Spanish: the source of the keys (English must have the same ones). */
export const esEmbedBuilderMessages = {
  open: "Insertar",
  title: "Insertar este mercado",
  intro: "Elige cómo se verá en tu sitio y copia el código en tu página o en tu CMS.",
  close: "Cerrar",
  options: "Opciones del widget",
  widget: "Widget",
  widgets: {
    "market-card": "Tarjeta del mercado",
    "price-chart": "Gráfico de precios",
    "bet-ticket": "Boleto de apuesta",
    poll: "Encuesta",
  },
  size: "Tamaño",
  sizes: {
    compact: "Compacto ({{width}} px)",
    standard: "Estándar ({{width}} px)",
    wide: "Ancho ({{width}} px)",
  },
  theme: "Tema",
  themes: {
    light: "Claro",
    dark: "Oscuro",
    auto: "Automático (el del lector)",
  },
  language: "Idioma del widget",
  chart: "Mostrar el gráfico de la semana",
  preview: "Vista previa",
  previewFrame: "Vista previa: {{title}}",
  previewSize:
    "Hasta {{width}} px de ancho; reserva {{height}} px de alto para que el artículo no se mueva al cargar.",
  code: "Código para copiar",
  script: "Script y elemento (recomendado)",
  scriptHint:
    "Para páginas que admiten scripts: en vivo y con apuestas dentro del artículo. El script va una sola vez por página, aunque insertes varios widgets.",
  copyScript: "Copiar el código con script",
  iframe: "Iframe",
  iframeHint:
    "Para CMS y páginas que no admiten scripts. Lleva un enlace al mercado por si el CMS quita el iframe.",
  copyIframe: "Copiar el código del iframe",
  oEmbed: "Enlace para oEmbed",
  oEmbedHint:
    "En WordPress y otros CMS con oEmbed, pega este enlace solo, en su propia línea: el CMS inserta la tarjeta del mercado.",
  copyOEmbed: "Copiar el enlace para oEmbed",
  copy: "Copiar",
  copied: "Copiado",
  copyFailed:
    "No se pudo copiar automáticamente: el texto está seleccionado, cópialo con Ctrl+C (Cmd+C en Mac).",
  /** The plain link after the iframe, in the widget's language (as oEmbed's). */
} as const;
