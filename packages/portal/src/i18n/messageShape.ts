/**
 * The shape every language of a catalogue shares: the Spanish catalogue's keys, each with a string
 * text. English catalogues are typed with it, so a missing or extra key fails to compile.
 */
export type MessageShape<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : MessageShape<T[K]>;
};
