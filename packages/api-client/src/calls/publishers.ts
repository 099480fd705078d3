import type {
  AddPublisherMemberBody,
  CreatePublisherBody,
  EmbedBeaconBody,
  PayPublisherBody,
  Publisher,
  PublisherFigures,
  PublisherFiguresQuery,
  UpdatePublisherBody,
} from "@pulso/core";
import { buildPath } from "@pulso/core";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** Publishers (DESIGN §12): the admin's screens, the publisher console, and the views beacon. */
export function publisherCalls({ transport }: CallContext) {
  const one = (promise: Promise<{ publisher: Publisher }>) =>
    promise.then((data) => data.publisher);
  const many = (promise: Promise<{ publishers: Publisher[] }>) =>
    promise.then((data) => data.publishers);
  const byId = (id: string) => buildPath("/admin/publishers/:id", { id });
  return {
    /** GET /admin/publishers (admin): every publisher. */
    listPublishers: (options?: CallOptions) =>
      many(transport.request("GET", "/admin/publishers", options)),
    /** POST /admin/publishers (admin): a new publisher, pending until approved. */
    createPublisher: (body: CreatePublisherBody, options?: CallOptions) =>
      one(transport.request("POST", "/admin/publishers", { ...options, body })),
    /** PATCH /admin/publishers/:id (admin): edits it; `status` approves, suspends or reinstates. */
    updatePublisher: (id: string, body: UpdatePublisherBody, options?: CallOptions) =>
      one(transport.request("PATCH", byId(id), { ...options, body })),
    /** POST /admin/publishers/:id/members (admin): gives a user (by e-mail) the console. */
    addPublisherMember: (id: string, body: AddPublisherMemberBody, options?: CallOptions) =>
      one(transport.request("POST", `${byId(id)}/members`, { ...options, body })),
    /** DELETE /admin/publishers/:id/members/:userId (admin). */
    removePublisherMember: (id: string, userId: string, options?: CallOptions) =>
      one(
        transport.request(
          "DELETE",
          buildPath("/admin/publishers/:id/members/:userId", { id, userId }),
          options,
        ),
      ),
    /**
     * POST /admin/publishers/:id/payouts (admin): records a payment out of the publisher's
     * balance. Pass an `idempotencyKey` so a retried click pays once.
     */
    payPublisher: (id: string, body: PayPublisherBody, options?: MoneyCallOptions) =>
      one(transport.request("POST", `${byId(id)}/payouts`, { ...options, body })),
    /** GET /publishers/mine: the publishers the signed-in user belongs to. */
    listMyPublishers: (options?: CallOptions) =>
      many(transport.request("GET", "/publishers/mine", options)),
    /** GET /publishers/:id/figures?from&to: figures per day and per article (UTC days). */
    getPublisherFigures: (id: string, query: PublisherFiguresQuery = {}, options?: CallOptions) =>
      transport
        .request<{ figures: PublisherFigures }>(
          "GET",
          buildPath("/publishers/:id/figures", { id }),
          { ...options, query },
        )
        .then((data) => data.figures),
    /**
     * POST /embed/beacon: one page's widget views. The embed loader sends this itself with
     * `fetch(…, { keepalive, credentials: "omit" })` as text/plain; this is the same call as JSON.
     */
    recordEmbedViews: (body: EmbedBeaconBody, options?: CallOptions) =>
      transport
        .request("POST", "/embed/beacon", { ...options, body, envelope: false })
        .then(() => undefined),
  };
}
