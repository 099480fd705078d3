import type { MarketCategory } from "@pulso/core";

/** One market of the demo data set, in both languages. Dates are days from the seeding day. */
export interface DemoMarket {
  kind: "prediction" | "poll";
  category: MarketCategory;
  es: { title: string; description: string; rules: string };
  en: { title: string; description: string; rules: string };
  source: string;
  /** Options as [es, en]; predictions list Yes first. */
  options: [string, string][];
  /** Opening price of the first option, in cents (predictions). */
  yesPrice?: number;
  startInDays: number;
  endInDays: number;
  featured?: boolean;
  /** The demo resolves this market with its first (0) or second (1) option. */
  resolveWith?: number;
  /**
   * Where and when its election is held, the day in days from the seeding day: set after its
   * bets, so a market inside its country's blackout (DESIGN §12) still has a history.
   */
  election?: { country: string; inDays: number };
}

const yesNo: [string, string][] = [
  ["Sí", "Yes"],
  ["No", "No"],
];

/**
 * About thirty markets across every category: a fictional republic's presidential race,
 * congress, states and cities, the world, and a few readers' polls. Every name is invented.
 */
export const DEMO_MARKETS: DemoMarket[] = [
  {
    kind: "prediction",
    category: "presidential",
    es: {
      title: "¿Ganará Valeria Ortiz la elección presidencial de 2027?",
      description:
        "La candidata de la Alianza Cívica lidera las encuestas a cinco meses de la votación.",
      rules:
        "Se resuelve Sí si el tribunal electoral declara ganadora a Valeria Ortiz en primera o segunda vuelta.",
    },
    en: {
      title: "Will Valeria Ortiz win the 2027 presidential election?",
      description: "The Civic Alliance candidate leads the polls five months before the vote.",
      rules:
        "Resolves Yes if the electoral court declares Valeria Ortiz the winner in the first or second round.",
    },
    source: "Tribunal Supremo Electoral",
    options: yesNo,
    yesPrice: 58,
    startInDays: -40,
    endInDays: 150,
    featured: true,
  },
  {
    kind: "prediction",
    category: "presidential",
    es: {
      title: "¿Habrá segunda vuelta presidencial en 2027?",
      description: "Ningún candidato supera el 40 % en los sondeos más recientes.",
      rules: "Sí si ningún candidato alcanza la mayoría requerida en la primera vuelta.",
    },
    en: {
      title: "Will there be a presidential runoff in 2027?",
      description: "No candidate polls above 40% in the latest surveys.",
      rules: "Yes if no candidate reaches the required majority in the first round.",
    },
    source: "Tribunal Supremo Electoral",
    options: yesNo,
    yesPrice: 64,
    startInDays: -35,
    endInDays: 150,
    featured: true,
  },
  {
    kind: "prediction",
    category: "presidential",
    es: {
      title: "¿Quién ganará la primera vuelta presidencial?",
      description: "Cuatro candidaturas compiten por pasar a la segunda vuelta.",
      rules: "Se resuelve con la candidatura más votada según el cómputo oficial.",
    },
    en: {
      title: "Who will win the first presidential round?",
      description: "Four tickets compete for a place in the runoff.",
      rules: "Resolves to the ticket with the most votes in the official count.",
    },
    source: "Tribunal Supremo Electoral",
    options: [
      ["Valeria Ortiz", "Valeria Ortiz"],
      ["Martín Salazar", "Martín Salazar"],
      ["Lucía Herrera", "Lucía Herrera"],
      ["Otro", "Other"],
    ],
    startInDays: -30,
    endInDays: 150,
    featured: true,
  },
  {
    kind: "prediction",
    category: "presidential",
    es: {
      title: "¿Superará la participación el 65 % en la presidencial?",
      description: "En 2022 votó el 61 % del padrón.",
      rules: "Sí si la participación oficial supera el 65,0 %.",
    },
    en: {
      title: "Will turnout exceed 65% in the presidential election?",
      description: "61% of registered voters cast a ballot in 2022.",
      rules: "Yes if official turnout is above 65.0%.",
    },
    source: "Tribunal Supremo Electoral",
    options: yesNo,
    yesPrice: 42,
    startInDays: -20,
    endInDays: 150,
  },
  {
    kind: "prediction",
    category: "presidential",
    es: {
      title: "¿Habrá debate presidencial televisado antes de octubre?",
      description: "Los equipos de campaña negocian formato y fecha.",
      rules: "Sí si se emite un debate con al menos tres candidaturas antes del 1 de octubre.",
    },
    en: {
      title: "Will a televised presidential debate happen before October?",
      description: "The campaigns are negotiating format and date.",
      rules: "Yes if a debate with at least three tickets airs before October 1.",
    },
    source: "Asociación Nacional de Radiodifusores",
    options: yesNo,
    yesPrice: 71,
    startInDays: -25,
    endInDays: -2,
    resolveWith: 0,
  },
  {
    kind: "prediction",
    category: "congressional",
    es: {
      title: "¿Obtendrá la Alianza Cívica mayoría en el Congreso?",
      description: "Se renuevan los 128 escaños de la Asamblea Legislativa.",
      rules: "Sí si la Alianza Cívica obtiene 65 escaños o más.",
    },
    en: {
      title: "Will the Civic Alliance win a majority in Congress?",
      description: "All 128 seats of the Legislative Assembly are up.",
      rules: "Yes if the Civic Alliance wins 65 seats or more.",
    },
    source: "Tribunal Supremo Electoral",
    options: yesNo,
    yesPrice: 37,
    startInDays: -30,
    endInDays: 150,
    featured: true,
  },
  {
    kind: "prediction",
    category: "congressional",
    es: {
      title: "¿Aprobará el Congreso la reforma electoral este año?",
      description: "La reforma introduce el voto desde el exterior y listas paritarias.",
      rules: "Sí si el pleno aprueba la reforma en tercer debate antes del 31 de diciembre.",
    },
    en: {
      title: "Will Congress pass the electoral reform this year?",
      description: "The reform adds voting from abroad and gender-balanced lists.",
      rules: "Yes if the full chamber passes the reform in its third reading before December 31.",
    },
    source: "Diario de Sesiones de la Asamblea",
    options: yesNo,
    yesPrice: 45,
    startInDays: -15,
    endInDays: 40,
  },
  {
    kind: "prediction",
    category: "congressional",
    es: {
      title: "¿Cuántos partidos tendrán bancada propia?",
      description: "Se necesitan al menos cinco diputados para formar bancada.",
      rules: "Se resuelve con el número de bancadas reconocidas en la sesión inaugural.",
    },
    en: {
      title: "How many parties will form their own caucus?",
      description: "At least five deputies are needed to form a caucus.",
      rules: "Resolves to the number of caucuses recognised at the opening session.",
    },
    source: "Asamblea Legislativa",
    options: [
      ["Cuatro o menos", "Four or fewer"],
      ["Cinco", "Five"],
      ["Seis", "Six"],
      ["Siete o más", "Seven or more"],
    ],
    startInDays: -10,
    endInDays: 160,
  },
  {
    kind: "prediction",
    category: "congressional",
    es: {
      title: "¿Será elegida una mujer presidenta de la Asamblea?",
      description: "Tres diputadas y dos diputados se perfilan para presidir el Legislativo.",
      rules: "Sí si la junta directiva electa la preside una mujer.",
    },
    en: {
      title: "Will a woman be elected president of the Assembly?",
      description: "Three women and two men are frontrunners to lead the legislature.",
      rules: "Yes if the elected board is chaired by a woman.",
    },
    source: "Asamblea Legislativa",
    options: yesNo,
    yesPrice: 55,
    startInDays: -45,
    endInDays: -5,
    resolveWith: 1,
  },
  {
    kind: "prediction",
    category: "state",
    es: {
      title: "¿Retendrá el oficialismo la gobernación de Costa Norte?",
      description: "El gobernador saliente no puede repetir mandato.",
      rules: "Sí si gana la candidatura del partido de gobierno.",
    },
    en: {
      title: "Will the governing party hold the North Coast governorship?",
      description: "The outgoing governor cannot run again.",
      rules: "Yes if the governing party's candidate wins.",
    },
    source: "Tribunal Electoral Departamental",
    options: yesNo,
    yesPrice: 52,
    startInDays: -20,
    endInDays: 120,
  },
  {
    kind: "prediction",
    category: "state",
    es: {
      title: "¿Ganará Andrés Quiroga la gobernación de Valle Alto?",
      description: "El exalcalde compite como independiente.",
      rules: "Sí si Andrés Quiroga es declarado gobernador electo.",
    },
    en: {
      title: "Will Andrés Quiroga win the Valle Alto governorship?",
      description: "The former mayor is running as an independent.",
      rules: "Yes if Andrés Quiroga is declared governor-elect.",
    },
    source: "Tribunal Electoral Departamental",
    options: yesNo,
    yesPrice: 33,
    startInDays: -18,
    endInDays: 120,
  },
  {
    kind: "prediction",
    category: "state",
    es: {
      title: "¿Aprobarán los votantes la autonomía fiscal de Sierra Verde?",
      description: "Referéndum departamental sobre la gestión de impuestos locales.",
      rules: "Sí si el Sí supera el 50 % de los votos válidos.",
    },
    en: {
      title: "Will voters approve fiscal autonomy for Sierra Verde?",
      description: "A departmental referendum on managing local taxes.",
      rules: "Yes if Yes wins more than 50% of valid votes.",
    },
    source: "Tribunal Electoral Departamental",
    options: yesNo,
    yesPrice: 61,
    startInDays: -12,
    endInDays: 75,
  },
  {
    kind: "prediction",
    category: "state",
    es: {
      title: "¿Habrá elecciones anticipadas en Llanura Sur?",
      description: "La asamblea departamental debate una moción de censura.",
      rules: "Sí si se convocan elecciones anticipadas antes del fin del mercado.",
    },
    en: {
      title: "Will there be early elections in Southern Plains?",
      description: "The departmental assembly is debating a no-confidence motion.",
      rules: "Yes if early elections are called before the market ends.",
    },
    source: "Gaceta Oficial",
    options: yesNo,
    yesPrice: 22,
    startInDays: -8,
    endInDays: 60,
  },
  {
    kind: "prediction",
    category: "local",
    es: {
      title: "¿Será reelegida la alcaldesa de Puerto Claro?",
      description: "Camila Ríos busca un segundo mandato tras la ampliación del tranvía.",
      rules: "Sí si Camila Ríos gana la elección municipal.",
    },
    en: {
      title: "Will the mayor of Puerto Claro be re-elected?",
      description: "Camila Ríos seeks a second term after the tram extension.",
      rules: "Yes if Camila Ríos wins the municipal election.",
    },
    source: "Junta Electoral Municipal",
    options: yesNo,
    yesPrice: 66,
    startInDays: -22,
    endInDays: 110,
    featured: true,
  },
  {
    kind: "prediction",
    category: "local",
    es: {
      title: "¿Se aprobará el presupuesto participativo de San Telmo?",
      description: "El concejo vota las obras elegidas por los vecinos.",
      rules: "Sí si el concejo aprueba el presupuesto participativo antes de la fecha de cierre.",
    },
    en: {
      title: "Will San Telmo's participatory budget pass?",
      description: "The council votes on the projects residents chose.",
      rules: "Yes if the council approves the participatory budget before the close date.",
    },
    source: "Concejo Municipal de San Telmo",
    options: yesNo,
    yesPrice: 74,
    startInDays: -14,
    endInDays: 30,
  },
  {
    kind: "prediction",
    category: "local",
    es: {
      title: "¿Quién ganará la alcaldía de Villa Serena?",
      description: "Tres candidaturas con opciones reales.",
      rules: "Se resuelve con la candidatura ganadora según el acta oficial.",
    },
    en: {
      title: "Who will win the Villa Serena mayoralty?",
      description: "Three tickets with a real chance.",
      rules: "Resolves to the winning ticket per the official record.",
    },
    source: "Junta Electoral Municipal",
    options: [
      ["Rosa Méndez", "Rosa Méndez"],
      ["Tomás Aguilar", "Tomás Aguilar"],
      ["Ernesto Paz", "Ernesto Paz"],
    ],
    startInDays: -16,
    endInDays: 110,
  },
  {
    kind: "prediction",
    category: "local",
    es: {
      title: "¿Superará la participación el 50 % en la consulta del parque central?",
      description: "La ciudad decide si el parque central se peatonaliza.",
      rules: "Sí si vota más de la mitad del censo municipal.",
    },
    en: {
      title: "Will turnout pass 50% in the central park referendum?",
      description: "The city decides whether to pedestrianise the central park.",
      rules: "Yes if more than half of the municipal roll votes.",
    },
    source: "Junta Electoral Municipal",
    options: yesNo,
    yesPrice: 40,
    startInDays: -30,
    endInDays: -1,
    resolveWith: 1,
  },
  {
    kind: "prediction",
    category: "international",
    es: {
      title: "¿Ganará el Partido Verde las elecciones federales de Nordlandia?",
      description: "Los verdes empatan con los conservadores en las encuestas.",
      rules: "Sí si el Partido Verde es el más votado.",
    },
    en: {
      title: "Will the Green Party win Nordland's federal election?",
      description: "The Greens are tied with the conservatives in the polls.",
      rules: "Yes if the Green Party wins the most votes.",
    },
    source: "Comisión Electoral Federal de Nordlandia",
    options: yesNo,
    yesPrice: 47,
    startInDays: -25,
    endInDays: 90,
  },
  {
    kind: "prediction",
    category: "international",
    es: {
      title: "¿Firmarán los países del Pacto Andino el acuerdo de libre tránsito?",
      description: "Los cancilleres se reúnen en la cumbre de diciembre.",
      rules: "Sí si todos los miembros firman el acuerdo durante la cumbre.",
    },
    en: {
      title: "Will the Andean Pact countries sign the free-movement agreement?",
      description: "Foreign ministers meet at the December summit.",
      rules: "Yes if every member signs the agreement at the summit.",
    },
    source: "Secretaría General del Pacto Andino",
    options: yesNo,
    yesPrice: 35,
    startInDays: -10,
    endInDays: 25,
  },
  {
    kind: "prediction",
    category: "international",
    es: {
      title: "¿Quién ganará la presidencia de la República Austral?",
      description: "Balotaje entre dos candidaturas muy igualadas.",
      rules: "Se resuelve con la candidatura proclamada ganadora.",
    },
    en: {
      title: "Who will win the presidency of the Southern Republic?",
      description: "A runoff between two evenly matched tickets.",
      rules: "Resolves to the ticket proclaimed the winner.",
    },
    source: "Servicio Electoral de la República Austral",
    options: [
      ["Ana Beltrán", "Ana Beltrán"],
      ["Jorge Ibáñez", "Jorge Ibáñez"],
    ],
    yesPrice: 50,
    startInDays: -28,
    endInDays: 45,
    featured: true,
  },
  {
    kind: "prediction",
    category: "international",
    es: {
      title: "¿Se celebrará el referéndum constitucional de Isla Bella antes de marzo?",
      description: "El gobierno isleño propone una nueva constitución.",
      rules: "Sí si la votación se celebra antes del 1 de marzo.",
    },
    en: {
      title: "Will Isla Bella hold its constitutional referendum before March?",
      description: "The island government proposes a new constitution.",
      rules: "Yes if the vote takes place before March 1.",
    },
    source: "Gaceta Oficial de Isla Bella",
    options: yesNo,
    yesPrice: 58,
    startInDays: -50,
    endInDays: -3,
    resolveWith: 0,
  },
  {
    kind: "prediction",
    category: "other",
    es: {
      title: "¿Adoptará el tribunal electoral el voto electrónico en 2027?",
      description: "Un piloto en tres departamentos está en evaluación.",
      rules: "Sí si el tribunal aprueba el voto electrónico para al menos un departamento.",
    },
    en: {
      title: "Will the electoral court adopt e-voting in 2027?",
      description: "A pilot in three departments is under review.",
      rules: "Yes if the court approves e-voting for at least one department.",
    },
    source: "Tribunal Supremo Electoral",
    options: yesNo,
    yesPrice: 30,
    startInDays: -9,
    endInDays: 100,
  },
  {
    kind: "prediction",
    category: "other",
    es: {
      title: "¿Superará el gasto en publicidad electoral el límite legal?",
      description: "La contraloría publicará su informe tras la campaña.",
      rules: "Sí si el informe señala a algún partido por exceder el límite.",
    },
    en: {
      title: "Will campaign ad spending exceed the legal cap?",
      description: "The comptroller will publish a report after the campaign.",
      rules: "Yes if the report flags any party for exceeding the cap.",
    },
    source: "Contraloría General",
    options: yesNo,
    yesPrice: 57,
    startInDays: -6,
    endInDays: 170,
  },
  {
    kind: "prediction",
    category: "other",
    es: {
      title: "¿Bajará la edad mínima para votar a 16 años?",
      description: "Un proyecto de ley ciudadano reunió 200 000 firmas.",
      rules: "Sí si la reforma se aprueba antes de la fecha de cierre.",
    },
    en: {
      title: "Will the voting age be lowered to 16?",
      description: "A citizens' bill gathered 200,000 signatures.",
      rules: "Yes if the reform passes before the close date.",
    },
    source: "Asamblea Legislativa",
    options: yesNo,
    yesPrice: 18,
    startInDays: 3,
    endInDays: 200,
  },
  {
    kind: "poll",
    category: "presidential",
    es: {
      title: "¿Qué tema debería dominar el próximo debate presidencial?",
      description: "Encuesta para lectores: elige el tema que más te importa.",
      rules: "Encuesta de opinión sin dinero; un voto por persona.",
    },
    en: {
      title: "Which issue should lead the next presidential debate?",
      description: "A readers' poll: pick the issue you care about most.",
      rules: "An opinion poll without money; one vote per person.",
    },
    source: "Pulso",
    options: [
      ["Economía", "Economy"],
      ["Seguridad", "Security"],
      ["Salud", "Health"],
      ["Educación", "Education"],
    ],
    startInDays: -12,
    endInDays: 60,
    featured: true,
  },
  {
    kind: "poll",
    category: "local",
    es: {
      title: "¿Debería peatonalizarse el centro histórico?",
      description: "Cuéntanos qué opinas antes de la consulta municipal.",
      rules: "Encuesta de opinión sin dinero; un voto por persona.",
    },
    en: {
      title: "Should the old town be pedestrianised?",
      description: "Tell us what you think before the municipal vote.",
      rules: "An opinion poll without money; one vote per person.",
    },
    source: "Pulso",
    options: [
      ["Sí, por completo", "Yes, entirely"],
      ["Solo los fines de semana", "Weekends only"],
      ["No", "No"],
    ],
    startInDays: -7,
    endInDays: 40,
  },
  {
    kind: "poll",
    category: "congressional",
    es: {
      title: "¿Confías en el Congreso saliente?",
      description: "Valora el trabajo de la legislatura que termina.",
      rules: "Encuesta de opinión sin dinero; un voto por persona.",
    },
    en: {
      title: "Do you trust the outgoing Congress?",
      description: "Rate the work of the outgoing legislature.",
      rules: "An opinion poll without money; one vote per person.",
    },
    source: "Pulso",
    options: [
      ["Mucho", "A lot"],
      ["Algo", "Somewhat"],
      ["Poco", "Little"],
      ["Nada", "Not at all"],
    ],
    startInDays: -20,
    endInDays: 30,
  },
  {
    kind: "poll",
    category: "international",
    es: {
      title: "¿Qué cumbre regional seguirás más de cerca?",
      description: "Encuesta para lectores de la sección internacional.",
      rules: "Encuesta de opinión sin dinero; un voto por persona.",
    },
    en: {
      title: "Which regional summit will you follow most closely?",
      description: "A poll for readers of the world section.",
      rules: "An opinion poll without money; one vote per person.",
    },
    source: "Pulso",
    options: [
      ["Pacto Andino", "Andean Pact"],
      ["Foro del Pacífico", "Pacific Forum"],
    ],
    startInDays: -5,
    endInDays: 20,
  },
  {
    kind: "poll",
    category: "state",
    es: {
      title: "¿Cómo prefieres votar en las regionales?",
      description: "Queremos saber cómo piensas participar.",
      rules: "Encuesta de opinión sin dinero; un voto por persona.",
    },
    en: {
      title: "How would you rather vote in the regional elections?",
      description: "We want to know how you plan to take part.",
      rules: "An opinion poll without money; one vote per person.",
    },
    source: "Pulso",
    options: [
      ["En persona", "In person"],
      ["Por correo", "By mail"],
      ["Por internet si fuera posible", "Online if possible"],
    ],
    startInDays: -3,
    endInDays: 50,
  },
  {
    kind: "poll",
    category: "other",
    es: {
      title: "¿Te informas de política principalmente por redes sociales?",
      description: "Una encuesta breve sobre hábitos informativos.",
      rules: "Encuesta de opinión sin dinero; un voto por persona.",
    },
    en: {
      title: "Do you mostly follow politics on social media?",
      description: "A short poll about news habits.",
      rules: "An opinion poll without money; one vote per person.",
    },
    source: "Pulso",
    options: [
      ["Sí", "Yes"],
      ["No", "No"],
    ],
    startInDays: -9,
    endInDays: 35,
  },
  {
    // A real country's rule on an invented town: the demo's market inside an election blackout
    // (Spain's five days, LOREG art. 69.7), so its notice shows on every public surface.
    kind: "prediction",
    category: "local",
    es: {
      title: "¿Ganará Marta Ibarra la alcaldía de Villanueva del Soto?",
      description:
        "Villanueva del Soto elige alcaldía en dos días; la veda electoral española está en vigor.",
      rules: "Se resuelve Sí si la junta electoral proclama alcaldesa a Marta Ibarra.",
    },
    en: {
      title: "Will Marta Ibarra win the mayoralty of Villanueva del Soto?",
      description:
        "Villanueva del Soto elects its mayor in two days; Spain's election blackout is in force.",
      rules: "Resolves Yes if the electoral board proclaims Marta Ibarra mayor.",
    },
    source: "Junta Electoral de Zona",
    options: yesNo,
    yesPrice: 47,
    startInDays: -20,
    endInDays: 3,
    election: { country: "ES", inDays: 2 },
  },
];
