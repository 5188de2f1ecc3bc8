import { Fragment, type ReactNode } from 'react';

/** One value of a column that gave way, as the row's detail lists it. */
export interface DetailField {
  key: string;
  label: ReactNode;
  className?: string | undefined;
  content: ReactNode;
}

/**
 * A row whose hidden (lower-priority) columns open below it: the row's cells with a "More"
 * button at its end, and when open a full-width row listing each hidden column's name and value.
 * Shared by DataTable and StaticTable (column priorities: use-column-priorities.ts).
 */
export function RowDetail({
  rowId,
  cells,
  fields,
  span,
  open,
  onToggle,
}: {
  rowId: string;
  /** The row's shown cells (`td`s). */
  cells: ReactNode;
  fields: readonly DetailField[];
  /** Columns the detail row spans (the shown ones and the button's). */
  span: number;
  open: boolean;
  onToggle: () => void;
}) {
  const detailId = `row-detail-${rowId}`;
  return (
    <Fragment>
      <tr data-row-id={rowId}>
        {cells}
        <td className="col-detail">
          <button
            type="button"
            className="row-toggle"
            aria-expanded={open}
            aria-controls={open ? detailId : undefined}
            onClick={onToggle}
          >
            {open ? 'Less' : 'More'}
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="row-detail">
          <td colSpan={span}>
            <dl className="row-detail-fields">
              {fields.map((field) => (
                <div key={field.key}>
                  <dt>{field.label}</dt>
                  <dd className={field.className}>{field.content}</dd>
                </div>
              ))}
            </dl>
          </td>
        </tr>
      )}
    </Fragment>
  );
}
