import type { Meta, StoryObj } from "@storybook/react-vite";
import { LEADERBOARD_METRICS, PRICE_HISTORY_RANGES } from "@pulso/core";
import {
  Tooltip,
  TooltipGroup,
  useT,
  widgetChromeCss,
  type TooltipProps,
  type WidgetTheme,
} from "@pulso/widgets";
import { userEvent } from "storybook/test";
import { StoryPulso } from "./fixtures";
import { storyGlobals } from "./storyGlobals";

/** Props of {@link TooltipDemo}. */
interface TooltipDemoProps {
  theme: WidgetTheme;
  placement: NonNullable<TooltipProps["placement"]>;
}

/**
 * The tooltips the widgets use, with their own texts: the price chart's range buttons in a
 * TooltipGroup (the next opens at once), and the leaderboard's metric help buttons.
 */
function TooltipDemo({ theme, placement }: TooltipDemoProps) {
  const { t } = useT();
  return (
    <section
      className="pulso-w"
      data-theme={theme}
      aria-label={t("priceChart.rangeLabel")}
      style={{ maxWidth: 480, marginTop: 48 }}
    >
      <TooltipGroup>
        <div className="pulso-w__tabs" role="group" aria-label={t("priceChart.rangeLabel")}>
          {PRICE_HISTORY_RANGES.map((range) => (
            <Tooltip key={range} content={t(`priceChart.rangeHelp.${range}`)} placement={placement}>
              {(trigger) => (
                <button type="button" className="pulso-w__tab" {...trigger}>
                  {t(`priceChart.range.${range}`)}
                </button>
              )}
            </Tooltip>
          ))}
        </div>
      </TooltipGroup>
      <div className="pulso-w__tabs">
        {LEADERBOARD_METRICS.map((metric) => (
          <span key={metric}>
            {t(`leaderboard.metric.${metric}`)}{" "}
            <Tooltip content={t(`leaderboard.metricHelp.${metric}`)} placement={placement}>
              {(trigger) => (
                <button
                  type="button"
                  className="pulso-w__tab"
                  aria-label={t("tooltip.help", { topic: t(`leaderboard.metric.${metric}`) })}
                  {...trigger}
                >
                  ?
                </button>
              )}
            </Tooltip>
          </span>
        ))}
      </div>
    </section>
  );
}

interface TooltipStoryArgs {
  placement: TooltipDemoProps["placement"];
}

/**
 * The widgets' tooltip (Floating UI): 700 ms after hover, at once on keyboard focus, Escape
 * closes; inside a TooltipGroup the next one opens without the delay.
 */
const meta = {
  title: "Widgets/Tooltip",
  args: { placement: "top" },
  argTypes: { placement: { control: "inline-radio", options: ["top", "bottom", "left", "right"] } },
  render: ({ placement }, { globals }) => {
    const { lang, theme } = storyGlobals(globals);
    return (
      <StoryPulso lang={lang}>
        <style>{widgetChromeCss}</style>
        <TooltipDemo theme={theme} placement={placement} />
      </StoryPulso>
    );
  },
} satisfies Meta<TooltipStoryArgs>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Hover or focus a button to see its tooltip. */
export const Demo: Story = {};
/** English. */
export const English: Story = { globals: { lang: "en" } };
/** Dark theme on a dark page, the first tooltip open. */
export const Dark: Story = { globals: { theme: "dark" }, play: () => userEvent.tab() };
/** The first tooltip open, as keyboard focus opens it. */
export const OpenOnFocus: Story = { play: () => userEvent.tab() };
/** A tooltip below its button. */
export const Below: Story = { args: { placement: "bottom" }, play: () => userEvent.tab() };
