import type {
  AddPublisherMemberBody,
  CreatePublisherBody,
  EmbedBeaconBody,
  PayPublisherBody,
  PublisherFiguresQuery,
  UpdatePublisherBody,
} from "@pulso/core";
import type { QueryParams } from "../requestURL";
import type { CallContext, CallOptions, MoneyCallOptions } from "./callOptions";

/** Publishers (DESIGN §12): the admin's screens, the publisher console, and the views beacon. */
export function publisherCalls({ call, callBody }: CallContext) {
  const byId = (id: string, options?: CallOptions) => ({ ...options, params: { id } });
  return {
    /** GET /admin/publishers (admin): every publisher. */
    listPublishers: (options?: CallOptions) =>
      call("listPublishers", options).then((data) => data.publishers),
    /** POST /admin/publishers (admin): a new publisher, pending until approved. */
    createPublisher: (body: CreatePublisherBody, options?: CallOptions) =>
      call("createPublisher", { ...options, body }).then((data) => data.publisher),
    /** PATCH /admin/publishers/:id (admin): edits it; `status` approves, suspends or reinstates. */
    updatePublisher: (id: string, body: UpdatePublisherBody, options?: CallOptions) =>
      call("updatePublisher", { ...byId(id, options), body }).then((data) => data.publisher),
    /** POST /admin/publishers/:id/members (admin): gives a user (by e-mail) the console. */
    addPublisherMember: (id: string, body: AddPublisherMemberBody, options?: CallOptions) =>
      call("addPublisherMember", { ...byId(id, options), body }).then((data) => data.publisher),
    /** DELETE /admin/publishers/:id/members/:userId (admin). */
    removePublisherMember: (id: string, userId: string, options?: CallOptions) =>
      call("removePublisherMember", { ...options, params: { id, userId } }).then(
        (data) => data.publisher,
      ),
    /**
     * POST /admin/publishers/:id/payouts (admin): records a payment out of the publisher's
     * balance. Pass an `idempotencyKey` so a retried click pays once.
     */
    payPublisher: (id: string, body: PayPublisherBody, options?: MoneyCallOptions) =>
      call("payPublisher", { ...byId(id, options), body }).then((data) => data.publisher),
    /** GET /publishers/mine: the publishers the signed-in user belongs to. */
    listMyPublishers: (options?: CallOptions) =>
      call("listMyPublishers", options).then((data) => data.publishers),
    /** GET /publishers/:id/figures?from&to: figures per day and per article (UTC days). */
    getPublisherFigures: (id: string, query: PublisherFiguresQuery = {}, options?: CallOptions) =>
      call("getPublisherFigures", { ...byId(id, options), query: query as QueryParams }).then(
        (data) => data.figures,
      ),
    /**
     * POST /embed/beacon: one page's widget views. The embed loader sends this itself with
     * `fetch(…, { keepalive, credentials: "omit" })` as text/plain; this is the same call as JSON.
     */
    recordEmbedViews: (body: EmbedBeaconBody, options?: CallOptions) =>
      callBody("recordEmbedViews", { ...options, body }).then(() => undefined),
  };
}
