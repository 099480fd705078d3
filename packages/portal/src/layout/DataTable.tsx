import type { ReactNode } from "react";

/** Props of {@link DataTable}. */
export interface DataTableProps {
  /** The table's name for assistive technology (a caption kept off screen). */
  caption: string;
  /** The column headers, in order. */
  columns: readonly ReactNode[];
  /** The area's table look: `admin-table`, `dashboard-table`, …; its wrapper gets `<look>-wrap`. */
  look: string;
  /**
   * Whether each row stands as a block of its own on a phone (the area's CSS lays the rows out):
   * the column headers then leave the screen, staying in the table for assistive technology.
   */
  blocksOnPhone?: boolean;
  /** The body's rows. */
  children: ReactNode;
}

/**
 * A data table as every list screen of the portal draws it: a wrapper that scrolls sideways on
 * narrow screens (a named region the keyboard can reach, so it can be scrolled without a
 * pointer), a caption for screen readers, one header row of column headers, then the rows.
 */
export function DataTable({
  caption,
  columns,
  look,
  blocksOnPhone = false,
  children,
}: DataTableProps) {
  return (
    <div
      className={`portal-table-wrap ${look}-wrap`}
      role="region"
      aria-label={caption}
      // A scrolling region must be reachable by keyboard (WCAG 2.1.1), to scroll it without a pointer.
      tabIndex={0}
    >
      <table className={blocksOnPhone ? `${look} portal-table--blocks` : look}>
        <caption className="portal-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
