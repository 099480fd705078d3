import { Fragment, useState, type ReactNode } from "react";
import { PageHeading } from "../../a11y/PageHeading";
import { usePortalT } from "../../i18n/usePortalT";
import { DataTable } from "../../layout/DataTable";
import { QueryView } from "../../pulso/QueryView";
import { ConfirmPanel, EmptyState, FeedbackMessage, RowActions, useAdminAction } from "../adminUi";
import type { QueryState } from "@pulso/widgets";

/** The words of one {@link EditableList}, already translated. */
export interface EditableListTexts<TItem> {
  title: string;
  intro: string;
  /** The button that opens the empty form ("New banner"). */
  newItem: string;
  loadError: string;
  empty: string;
  /** The table's name for screen readers. */
  caption: string;
  /** The delete confirmation's title, naming the item. */
  deleteTitle(item: TItem): string;
  deleteText: string;
  confirmDelete: string;
  /** Said once the item is gone. */
  deleted: string;
}

/** What the shell hands the page's form: the item to edit (null for a new one) and its exits. */
export interface EditableListFormProps<TItem> {
  item: TItem | null;
  /** Saved: the form closes and `message` is shown. */
  onDone(message: string): void;
  onClose(): void;
}

/** Props of {@link EditableList}. */
export interface EditableListProps<TItem> {
  texts: EditableListTexts<TItem>;
  state: QueryState<readonly TItem[]>;
  /** The item's stable identity (its row key and its actions' key). */
  keyOf(item: TItem): string;
  /** The column headers before the actions column. */
  columns: readonly ReactNode[];
  /** The row's cells before its actions, the first one usually a row header. */
  cells(item: TItem): ReactNode;
  /** The rows' order; as listed when absent. */
  order?(items: readonly TItem[]): readonly TItem[];
  /** Deletes the item on the server (the list refreshes from the sdk's cache). */
  remove(item: TItem): Promise<unknown>;
  /** The page's add / edit form. */
  form(props: EditableListFormProps<TItem>): ReactNode;
  /** Whether each row stands as a block on a phone (DataTable's `blocksOnPhone`). */
  blocksOnPhone?: boolean;
}

/**
 * An admin page for a short list the admin edits in place (banners, market links): the title and
 * intro, a "new" button, the add / edit form above the table, a confirmed delete, and one line of
 * feedback for the last action, which takes the focus (the form or row it came from is gone).
 */
export function EditableList<TItem>({
  texts,
  state,
  keyOf,
  columns,
  cells,
  order = (items) => items,
  remove,
  form,
  blocksOnPhone = false,
}: EditableListProps<TItem>) {
  const { t } = usePortalT();
  const action = useAdminAction();
  const [editing, setEditing] = useState<{ item: TItem | null } | null>(null);
  const [deleting, setDeleting] = useState<TItem | null>(null);

  const edit = (item: TItem | null) => {
    action.setFeedback(null);
    setEditing({ item });
  };
  const confirmRemove = async (item: TItem) => {
    const done = await action.run(
      `delete:${keyOf(item)}`,
      () => remove(item),
      () => texts.deleted,
    );
    if (done) setDeleting(null);
  };

  return (
    <div>
      <PageHeading>{texts.title}</PageHeading>
      <p className="portal-muted">{texts.intro}</p>
      <div className="admin-toolbar">
        <button
          type="button"
          className="portal-button portal-button--primary"
          onClick={() => edit(null)}
        >
          {texts.newItem}
        </button>
      </div>
      <FeedbackMessage feedback={action.feedback} takeFocus />
      {editing && (
        <Fragment key={editing.item === null ? "new" : keyOf(editing.item)}>
          {form({
            item: editing.item,
            onDone: (message) => {
              setEditing(null);
              action.setFeedback({ tone: "success", message });
            },
            onClose: () => setEditing(null),
          })}
        </Fragment>
      )}
      {deleting && (
        <ConfirmPanel
          title={texts.deleteTitle(deleting)}
          text={texts.deleteText}
          confirmLabel={texts.confirmDelete}
          pending={action.pending === `delete:${keyOf(deleting)}`}
          onConfirm={() => void confirmRemove(deleting)}
          onDismiss={() => setDeleting(null)}
        />
      )}
      <QueryView state={state} errorText={texts.loadError}>
        {(items) =>
          items.length === 0 ? (
            <EmptyState>{texts.empty}</EmptyState>
          ) : (
            <DataTable
              look="admin-table"
              blocksOnPhone={blocksOnPhone}
              caption={texts.caption}
              columns={[...columns, t("admin.common.actions")]}
            >
              {order(items).map((item) => (
                <tr key={keyOf(item)}>
                  {cells(item)}
                  <td>
                    <RowActions>
                      <button type="button" className="portal-button" onClick={() => edit(item)}>
                        {t("admin.common.edit")}
                      </button>
                      <button
                        type="button"
                        className="portal-button"
                        onClick={() => setDeleting(item)}
                      >
                        {t("admin.common.delete")}
                      </button>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </QueryView>
    </div>
  );
}
