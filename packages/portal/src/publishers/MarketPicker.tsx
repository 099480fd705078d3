import type { Market } from "@pulso/core";
import { useId, useState } from "react";
import { SelectField } from "../auth/FieldControls";
import { usePortalT } from "../i18n/usePortalT";
import { QueryView } from "../pulso/QueryView";
import { useQuery } from "@pulso/widgets";

/** How many active markets the picker lists at once (a search narrows them). */
const PICKER_LIMIT = 50;

/**
 * The console's market picker: active markets (the markets list query), narrowed by a search,
 * one chosen in a labelled select. The choice stays while it is still listed.
 */
export function MarketPicker({
  selected,
  onSelect,
}: {
  selected: Market | null;
  onSelect(market: Market | null): void;
}) {
  const { t } = usePortalT();
  const ids = useId();
  const [input, setInput] = useState("");
  const [search, setSearch] = useState("");
  const markets = useQuery(`publisher-picker:${search}`, (pulso) =>
    pulso.queries.pollList({
      status: "active",
      limit: PICKER_LIMIT,
      ...(search ? { search } : {}),
    }),
  );
  return (
    <div>
      <form
        className="publisher-picker"
        role="search"
        aria-label={t("publishers.console.pickerSearch")}
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(input.trim());
        }}
      >
        <div className="portal-field">
          <label htmlFor={`${ids}-search`}>{t("publishers.console.pickerSearch")}</label>
          <input
            id={`${ids}-search`}
            type="search"
            value={input}
            maxLength={100}
            onChange={(event) => setInput(event.target.value)}
          />
        </div>
        <button type="submit" className="portal-button">
          {t("publishers.console.pickerSearchSubmit")}
        </button>
      </form>
      <QueryView state={markets} errorText={t("publishers.console.pickerError")}>
        {(page) =>
          page.polls.length === 0 ? (
            <p className="portal-muted" role="status">
              {t("publishers.console.pickerEmpty")}
            </p>
          ) : (
            <SelectField
              label={t("publishers.console.pickerLabel")}
              placeholder={t("publishers.console.pickerChoose")}
              value={selected && page.polls.some((m) => m._id === selected._id) ? selected._id : ""}
              options={page.polls.map((market) => ({ value: market._id, label: market.title }))}
              onValueChange={(id) =>
                onSelect(page.polls.find((market) => market._id === id) ?? null)
              }
            />
          )
        }
      </QueryView>
    </div>
  );
}
