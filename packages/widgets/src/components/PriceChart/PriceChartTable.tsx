import type { Translator } from "../../i18n/translator";
import { POINT_DATE_FORMAT, type ChartPoint, type ChartSeries } from "./chartPoints";

/** Props of {@link PriceChartTable}. */
export interface PriceChartTableProps {
  series: ChartSeries[];
  points: ChartPoint[];
  translator: Translator;
}

/** The chart's text alternative (DESIGN §8): every point as a visually hidden table row. */
export function PriceChartTable({ series, points, translator }: PriceChartTableProps) {
  const { t, formatDate, formatCents } = translator;
  return (
    <table className="pulso-sr-only">
      <caption>{t("priceChart.tableCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("priceChart.date")}</th>
          {series.map((line) => (
            <th key={line.optionId} scope="col">
              {line.name}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {points.map((point) => (
          <tr key={point.date.getTime()}>
            <th scope="row">{formatDate(point.date, POINT_DATE_FORMAT)}</th>
            {point.prices.map((price, index) => (
              <td key={series[index]?.optionId ?? index}>
                {price === null ? "–" : formatCents(price)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
