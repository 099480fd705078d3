import type { Publisher, PublisherFigures, PublisherFiguresQuery } from "@pulso/core";
import type { Pulso, PulsoQuery } from "@pulso/sdk";

// The sdk has no queries for publishers (admin and console screens only): their keys live here.
const ALL_KEY = ["publishers", "all"] as const;
const MINE_KEY = ["publishers", "mine"] as const;

/** GET /admin/publishers: every publisher (admins). */
export function allPublishersQuery(pulso: Pulso): PulsoQuery<Publisher[]> {
  return {
    queryKey: [...ALL_KEY],
    queryFn: ({ signal }) => pulso.api.listPublishers({ signal }),
  };
}

/** GET /publishers/:id/figures: one publisher over a period of UTC days. */
export function publisherFiguresQuery(
  pulso: Pulso,
  id: string,
  period: Required<PublisherFiguresQuery>,
): PulsoQuery<PublisherFigures> {
  return {
    queryKey: ["publishers", "figures", id, period.from, period.to],
    queryFn: ({ signal }) => pulso.api.getPublisherFigures(id, period, { signal }),
  };
}

/**
 * Puts an admin call's answer (the publisher as it now is) into the cached list, so the list and
 * the detail screen show it without another request.
 */
export function storePublisher(pulso: Pulso, publisher: Publisher): void {
  pulso.queryClient.setQueryData<Publisher[]>([...ALL_KEY], (list) => {
    if (!list) return [publisher];
    const found = list.some((other) => other.id === publisher.id);
    return found
      ? list.map((other) => (other.id === publisher.id ? publisher : other))
      : [...list, publisher];
  });
  // A member's own list may hold it too (an admin who belongs to the publisher).
  void pulso.queryClient.invalidateQueries({ queryKey: [...MINE_KEY] });
}

/** GET /publishers/mine for the signed-in user (keyed by user, so a new sign-in asks again). */
export function myPublishersQuery(pulso: Pulso, userId: string): PulsoQuery<Publisher[]> {
  return {
    queryKey: [...MINE_KEY, userId],
    queryFn: ({ signal }) => pulso.api.listMyPublishers({ signal }),
  };
}
