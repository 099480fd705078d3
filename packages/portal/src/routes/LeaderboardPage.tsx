import { Leaderboard, leaderboardCss } from "@pulso/widgets";
import { PageHeading } from "../a11y/PageHeading";
import { usePortalT } from "../i18n/usePortalT";
import { WidgetStyles } from "../layout/WidgetStyles";

/** `/leaderboard` (spec §2): the top traders by period and metric, the reader's own row marked. */
export function LeaderboardPage() {
  const { t } = usePortalT();
  return (
    <div className="portal-page">
      <WidgetStyles name="leaderboard" css={leaderboardCss} />
      <PageHeading>{t("leaderboard.title")}</PageHeading>
      <p className="portal-muted">{t("leaderboard.intro")}</p>
      <Leaderboard limit={20} />
    </div>
  );
}
