import type { PortalTranslator } from "../../i18n/usePortalT";
import { ticketChoices } from "../../support/ticketLabels";

// The ticket words are the support screens' own (one word per concept across the portal); an
// admin reads "waiting for the user" where the owner reads "waiting for your reply".

/** The ticket statuses as select options, in the admin's language. */
export const statusOptions = (t: PortalTranslator["t"]) => ticketChoices({ t }, "admin").statuses;

/** The ticket priorities as select options. */
export const priorityOptions = (t: PortalTranslator["t"]) =>
  ticketChoices({ t }, "admin").priorities;

/** The ticket categories as select options. */
export const categoryOptions = (t: PortalTranslator["t"]) =>
  ticketChoices({ t }, "admin").categories;
