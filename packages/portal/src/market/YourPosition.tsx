import type { Market } from "@pulso/core";
import { useSession, useQuery } from "@pulso/widgets";
import { optionName } from "./MarketHeadline";
import { positionRows } from "./positionRows";
import { usePortalT } from "../i18n/usePortalT";

/**
 * "Your position" on the market page: for a signed-in reader who holds shares in it, the shares
 * per option, what they cost and what they are worth now. Nothing for anyone else (signed out,
 * or holding nothing), and nothing while it loads, so the page does not jump for most readers.
 */
export function YourPosition({ market }: { market: Market }) {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return <PositionTable market={market} />;
}

function PositionTable({ market }: { market: Market }) {
  const { t, lang, formatMoney, formatNumber } = usePortalT();
  const bets = useQuery(`myBets:${market._id}`, (pulso) =>
    pulso.queries.myBets({ pollId: market._id }),
  );
  if (bets.status === "error") {
    return (
      <section className="mkt-position" aria-labelledby="market-position">
        <h2 id="market-position">{t("marketPage.position.title")}</h2>
        <div className="portal-error" role="alert">
          <p>{t("marketPage.position.error")}</p>
          <button type="button" className="portal-button" onClick={bets.retry}>
            {t("marketPage.position.retry")}
          </button>
        </div>
      </section>
    );
  }
  const rows = positionRows(market, bets.data ?? []);
  if (rows.length === 0) return null;
  const totalCost = rows.reduce((sum, row) => sum + row.cost, 0);
  const values = rows.map((row) => row.value);
  const totalValue = values.every((value) => value !== null)
    ? values.reduce<number>((sum, value) => sum + (value ?? 0), 0)
    : null;
  const option = (id: string) => {
    const found = market.options.find((candidate) => candidate._id === id);
    return found ? optionName(found, lang) : id;
  };
  return (
    <section className="mkt-position" aria-labelledby="market-position">
      <h2 id="market-position">{t("marketPage.position.title")}</h2>
      <table className="mkt-position__table">
        <caption className="portal-visually-hidden">{t("marketPage.position.caption")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("marketPage.position.option")}</th>
            <th scope="col">{t("marketPage.position.shares")}</th>
            <th scope="col">{t("marketPage.position.cost")}</th>
            <th scope="col">{t("marketPage.position.value")}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.optionId}>
              <th scope="row">{option(row.optionId)}</th>
              <td>{formatNumber(row.shares, 2)}</td>
              <td>{formatMoney(row.cost)}</td>
              <td>{row.value === null ? "—" : formatMoney(row.value)}</td>
            </tr>
          ))}
        </tbody>
        {rows.length > 1 ? (
          <tfoot>
            <tr>
              <th scope="row">{t("marketPage.position.total")}</th>
              <td />
              <td>{formatMoney(totalCost)}</td>
              <td>{totalValue === null ? "—" : formatMoney(totalValue)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}
