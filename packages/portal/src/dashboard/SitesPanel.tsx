import type { EmbedSession } from "@pulso/core";
import type { PulsoQuery } from "@pulso/sdk";
import { usePulso, useQuery } from "@pulso/widgets";
import { useState } from "react";
import { usePortalT } from "../i18n/usePortalT";
import { QueryView } from "../pulso/QueryView";
import { DataTable } from "../layout/DataTable";

/** The cache key of the user's embed sessions (the sdk has no query for them). */
const EMBED_SESSIONS_KEY = ["embed", "sessions"] as const;

function embedSessionsQuery(pulso: ReturnType<typeof usePulso>): PulsoQuery<EmbedSession[]> {
  return {
    queryKey: [...EMBED_SESSIONS_KEY],
    queryFn: ({ signal }) => pulso.api.listEmbedSessions({ signal }),
  };
}

/**
 * "Sites connected to your account" (DESIGN §7): the news sites holding an embed session, with
 * their caps and use, each with a Disconnect button that revokes it and reloads the list.
 */
export function SitesPanel() {
  const { t, formatMoney, formatDate } = usePortalT();
  const pulso = usePulso();
  const sessions = useQuery("dashboard:embed-sessions", embedSessionsQuery);
  const [pending, setPending] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const disconnect = async (session: EmbedSession) => {
    setPending(session.id);
    setNotice(null);
    try {
      await pulso.api.revokeEmbedSession(session.id);
      await pulso.queryClient.invalidateQueries({ queryKey: [...EMBED_SESSIONS_KEY] });
      setNotice({ ok: true, text: t("dashboard.sites.disconnected", { site: session.origin }) });
    } catch {
      setNotice({
        ok: false,
        text: t("dashboard.sites.disconnectFailed", { site: session.origin }),
      });
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <p className="portal-muted">{t("dashboard.sites.intro")}</p>
      <p
        className={`dashboard-live ${notice?.ok === false ? "portal-error" : "dashboard-notice"}`}
        role="status"
        aria-live="polite"
      >
        {notice?.text}
      </p>
      <QueryView
        state={sessions}
        errorText={t("dashboard.sites.error")}
        isEmpty={(list) => list.length === 0}
        emptyText={t("dashboard.sites.empty")}
      >
        {(list) => (
          <DataTable
            look="dashboard-table"
            caption={t("dashboard.sites.title")}
            columns={[
              t("dashboard.sites.site"),
              t("dashboard.sites.perBetLimit"),
              t("dashboard.sites.dailyLimit"),
              t("dashboard.sites.spentToday"),
              t("dashboard.sites.createdAt"),
              t("dashboard.sites.lastUsedAt"),
              t("dashboard.sites.actions"),
            ]}
          >
            {list.map((session) => (
              <tr key={session.id}>
                <th scope="row">{session.origin}</th>
                <td>{formatMoney(session.perBetLimit)}</td>
                <td>{formatMoney(session.dailyLimit)}</td>
                <td>{formatMoney(session.spentToday)}</td>
                <td>{formatDate(session.createdAt)}</td>
                <td>
                  {session.lastUsedAt ? formatDate(session.lastUsedAt) : t("dashboard.sites.never")}
                </td>
                <td>
                  <button
                    type="button"
                    className="portal-button"
                    aria-label={t("dashboard.sites.disconnectSite", { site: session.origin })}
                    disabled={pending !== null}
                    onClick={() => void disconnect(session)}
                  >
                    {pending === session.id
                      ? t("dashboard.sites.disconnecting")
                      : t("dashboard.sites.disconnect")}
                  </button>
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </QueryView>
    </>
  );
}
