import { MARKET_CATEGORIES, type DashboardCharts, type MarketCategory } from "@pulso/core";
import { usePortalT, type PortalTranslator } from "../i18n/usePortalT";
import { ChartFigure, type ChartFigureProps } from "./charts/ChartFigure";
import { SeriesPlot, type PlotSeries } from "./charts/SeriesPlot";
import { QueryView } from "../pulso/QueryView";
import { useQuery } from "@pulso/widgets";

/** Series colours, each at least 3:1 against the white card (WCAG non-text contrast). */
const COLORS = { blue: "#1d4ed8", amber: "#b45309", green: "#047857" } as const;

const DAY = { day: "numeric", month: "short", timeZone: "UTC" } as const;
const MONTH = { month: "short", year: "numeric", timeZone: "UTC" } as const;

/** The five dashboard charts (spec §3) from one GET /dashboard/charts/all. */
export function AnalyticsPanel() {
  const translator = usePortalT();
  const charts = useQuery("dashboard:charts", (pulso) => pulso.queries.allCharts());
  return (
    <QueryView state={charts} errorText={translator.t("dashboard.charts.error")}>
      {(data) => (
        <div className="dashboard-charts">
          {chartFigures(data, translator).map((figure) => (
            <ChartFigure key={figure.id} {...figure} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

/** What {@link figure} draws and lists. */
interface FigureSpec {
  id: string;
  title: string;
  labels: string[];
  series: PlotSeries[];
  formatValue: (value: number) => string;
  table: ChartFigureProps["table"];
  /** A fixed y range (a 0–100 rate). */
  domain?: [number, number];
  /** Counts: whole-number ticks only. */
  integer?: boolean;
  /** Nothing worth drawing; by default every drawn value is 0 (as in 30 quiet days). */
  nothingYet?: boolean;
}

/** A chart's figure: its series drawn, the same points as table rows, or the empty state. */
function figure({
  labels,
  series,
  formatValue,
  domain,
  integer,
  nothingYet = series.every((line) => line.values.every((value) => value === 0)),
  ...shown
}: FigureSpec): ChartFigureProps {
  return {
    ...shown,
    empty: labels.length === 0 || nothingYet,
    legend: series,
    plot: (
      <SeriesPlot
        labels={labels}
        series={series}
        formatValue={formatValue}
        domain={domain}
        integer={integer}
      />
    ),
  };
}

function categoryName(category: string, t: PortalTranslator["t"]): string {
  return (MARKET_CATEGORIES as readonly string[]).includes(category)
    ? t(`marketList.categories.${category as MarketCategory}`)
    : category;
}

function chartFigures(charts: DashboardCharts, translator: PortalTranslator): ChartFigureProps[] {
  const { t, formatMoney, formatNumber, formatPercent, formatDate } = translator;
  const day = (date: string) => formatDate(`${date}T00:00:00Z`, DAY);
  const month = (value: string) => formatDate(`${value}-01T00:00:00Z`, MONTH);
  const money = (value: number) => formatMoney(value);

  const profitLoss = charts["profit-loss"];
  const activity = charts["betting-activity"];
  const portfolio = charts["portfolio-distribution"];
  const winRate = charts["win-rate-trend"];
  const monthly = charts["monthly-performance"];

  return [
    figure({
      id: "dashboard-chart-profit-loss",
      title: t("dashboard.charts.profitLoss.title"),
      labels: profitLoss.map((point) => day(point.date)),
      series: [
        {
          name: t("dashboard.charts.profitLoss.profit"),
          kind: "bar",
          values: profitLoss.map((point) => point.profit),
          color: COLORS.blue,
        },
        {
          name: t("dashboard.charts.profitLoss.cumulative"),
          kind: "line",
          values: profitLoss.map((point) => point.cumulative),
          color: COLORS.amber,
        },
      ],
      formatValue: money,
      table: {
        columns: [
          t("dashboard.charts.profitLoss.date"),
          t("dashboard.charts.profitLoss.profit"),
          t("dashboard.charts.profitLoss.cumulative"),
        ],
        rows: profitLoss.map((point) => ({
          key: point.date,
          cells: [day(point.date), money(point.profit), money(point.cumulative)],
        })),
      },
    }),
    figure({
      id: "dashboard-chart-betting-activity",
      title: t("dashboard.charts.bettingActivity.title"),
      labels: activity.map((point) => day(point.date)),
      series: [
        {
          name: t("dashboard.charts.bettingActivity.bets"),
          kind: "bar",
          values: activity.map((point) => point.bets),
          color: COLORS.blue,
        },
      ],
      formatValue: (value) => formatNumber(value, 0),
      integer: true,
      table: {
        columns: [
          t("dashboard.charts.bettingActivity.date"),
          t("dashboard.charts.bettingActivity.bets"),
          t("dashboard.charts.bettingActivity.amount"),
        ],
        rows: activity.map((point) => ({
          key: point.date,
          cells: [day(point.date), formatNumber(point.bets, 0), money(point.amount)],
        })),
      },
    }),
    figure({
      id: "dashboard-chart-portfolio-distribution",
      title: t("dashboard.charts.portfolioDistribution.title"),
      labels: portfolio.map((slice) => categoryName(slice.category, t)),
      series: [
        {
          name: t("dashboard.charts.portfolioDistribution.amount"),
          kind: "bar",
          values: portfolio.map((slice) => slice.amount),
          color: COLORS.green,
        },
      ],
      formatValue: money,
      table: {
        columns: [
          t("dashboard.charts.portfolioDistribution.category"),
          t("dashboard.charts.portfolioDistribution.amount"),
          t("dashboard.charts.portfolioDistribution.percentage"),
        ],
        rows: portfolio.map((slice) => ({
          key: slice.category,
          cells: [
            categoryName(slice.category, t),
            money(slice.amount),
            formatPercent(slice.percentage),
          ],
        })),
      },
    }),
    figure({
      id: "dashboard-chart-win-rate-trend",
      title: t("dashboard.charts.winRateTrend.title"),
      labels: winRate.map((point) => day(point.date)),
      series: [
        {
          name: t("dashboard.charts.winRateTrend.winRate"),
          kind: "line",
          values: winRate.map((point) => point.winRate),
          color: COLORS.blue,
        },
      ],
      formatValue: (value) => formatPercent(value, 0),
      domain: [0, 100],
      // A 0 % rate over settled bets is still something to show.
      nothingYet: winRate.every((point) => point.settled === 0),
      table: {
        columns: [
          t("dashboard.charts.winRateTrend.date"),
          t("dashboard.charts.winRateTrend.winRate"),
          t("dashboard.charts.winRateTrend.settled"),
        ],
        rows: winRate.map((point) => ({
          key: point.date,
          cells: [day(point.date), formatPercent(point.winRate), formatNumber(point.settled, 0)],
        })),
      },
    }),
    figure({
      id: "dashboard-chart-monthly-performance",
      title: t("dashboard.charts.monthlyPerformance.title"),
      labels: monthly.map((point) => month(point.month)),
      series: [
        {
          name: t("dashboard.charts.monthlyPerformance.wagered"),
          kind: "bar",
          values: monthly.map((point) => point.wagered),
          color: COLORS.blue,
        },
        {
          name: t("dashboard.charts.monthlyPerformance.returned"),
          kind: "bar",
          values: monthly.map((point) => point.returned),
          color: COLORS.green,
        },
        {
          name: t("dashboard.charts.monthlyPerformance.profit"),
          kind: "line",
          values: monthly.map((point) => point.profit),
          color: COLORS.amber,
        },
      ],
      formatValue: money,
      table: {
        columns: [
          t("dashboard.charts.monthlyPerformance.month"),
          t("dashboard.charts.monthlyPerformance.wagered"),
          t("dashboard.charts.monthlyPerformance.returned"),
          t("dashboard.charts.monthlyPerformance.profit"),
        ],
        rows: monthly.map((point) => ({
          key: point.month,
          cells: [
            month(point.month),
            money(point.wagered),
            money(point.returned),
            money(point.profit),
          ],
        })),
      },
    }),
  ];
}
