import type { ReactNode } from "react";
import { usePortalT } from "../../i18n/usePortalT";
import type { PlotSeries } from "./SeriesPlot";

/** A chart's text alternative: column headers, then one row per point (first cell its label). */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly { key: string; cells: readonly string[] }[];
}

/** Props of {@link ChartFigure}. */
export interface ChartFigureProps {
  id: string;
  title: string;
  empty: boolean;
  /** The series drawn, for the legend. */
  legend: readonly Pick<PlotSeries, "name" | "color" | "kind">[];
  plot: ReactNode;
  table: ChartTable;
}

/**
 * One dashboard chart: its title, an empty state, the drawing with its legend, and a visually
 * hidden table with every value as the text alternative.
 */
export function ChartFigure({ id, title, empty, legend, plot, table }: ChartFigureProps) {
  const { t } = usePortalT();
  return (
    <section className="dashboard-chart" aria-labelledby={id}>
      <h3 id={id} className="dashboard-chart__title">
        {title}
      </h3>
      {empty ? (
        <p className="portal-muted">{t("dashboard.charts.empty")}</p>
      ) : (
        <>
          <ul className="dashboard-chart__legend" aria-hidden="true">
            {legend.map((line) => (
              <li key={line.name}>
                <span
                  className={`dashboard-chart__swatch dashboard-chart__swatch--${line.kind}`}
                  style={{ background: line.color }}
                />
                {line.name}
              </li>
            ))}
          </ul>
          {plot}
          <table className="portal-visually-hidden">
            <caption>{t("dashboard.charts.tableCaption", { title })}</caption>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
