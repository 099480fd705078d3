import type { messages as en } from "./messages.en";

/** The Spanish texts of this folder's widgets, typed against the English ones. */
export const messages: typeof en = {
  poll: {
    loading: "Cargando encuesta…",
    loadFailed: "No pudimos cargar esta encuesta.",
    retry: "Reintentar",
    notFound: "No encontramos esta encuesta.",
    notAPoll: "Este mercado no es una encuesta.",
    results: "Resultados",
    total_one: "{{votes}} voto",
    total_other: "{{votes}} votos",
    optionLabel_one: "{{option}}: {{votes}} voto, {{percent}}",
    optionLabel_other: "{{option}}: {{votes}} votos, {{percent}}",
    vote: "Votar",
    voteFor: "Votar por {{option}}",
    voting: "Enviando voto…",
    yourVote: "Tu voto",
    voted: "Gracias, tu voto quedó registrado.",
  },
};
