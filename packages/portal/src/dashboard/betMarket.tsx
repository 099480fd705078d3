import type { Bet } from "@pulso/core";
import { Link } from "react-router";
import { usePortalT } from "../i18n/usePortalT";

/** A bet's market as a link to `/market/:id`, titled when the call embedded the market. */
export function BetMarketLink({ bet }: { bet: Bet }) {
  const { t } = usePortalT();
  const id = typeof bet.poll === "string" ? bet.poll : bet.poll._id;
  const title =
    typeof bet.poll === "string" ? t("dashboard.unknownMarket", { id }) : bet.poll.title;
  return <Link to={`/market/${encodeURIComponent(id)}`}>{title}</Link>;
}
