/**
 * The id of the `<script type="application/json">` in which the server hands a portal page the
 * answers to its first GETs (a market page's market, in each language), so the page renders
 * without waiting for them (issue 17). Its content is an array of `{ path, lang, body }`.
 */
export const CARRIED_ANSWERS_ELEMENT_ID = "pulso-carried-answers";
