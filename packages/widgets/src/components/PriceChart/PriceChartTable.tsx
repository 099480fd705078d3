import type { Translator } from "../../i18n/translator";
import { POINT_DATE_FORMAT, type ChartData } from "./chartPoints";

/** Props of {@link PriceChartTable}. */
export interface PriceChartTableProps {
  data: ChartData;
  translator: Translator;
  formatValue: (value: number) => string;
}

/**
 * The chart's text alternative (DESIGN §8): every point as a table row, visually hidden. The
 * table sits in a clipped 1 px box: a table ignores a width smaller than its content, so hidden
 * by itself it would still widen the page.
 */
export function PriceChartTable({ data, translator, formatValue }: PriceChartTableProps) {
  const { t, formatDate } = translator;
  const { series, points, unit } = data;
  return (
    <div className="pulso-pc__sr">
      <table>
        <caption>
          {t(unit === "percent" ? "priceChart.pollTableCaption" : "priceChart.tableCaption")}
        </caption>
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
                  {price === null ? "–" : formatValue(price)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
