/**
 * One word per concept (issue: the header's Markets menu said "Congreso" where every other
 * screen says "Legislativas"): the seeded link's Spanish text, unless an admin has renamed it.
 */
export default /* sql */ `
UPDATE market_links SET text_es = 'Legislativas', updated_at = now()
 WHERE key = 'congressional' AND text_es = 'Congreso';
`;
