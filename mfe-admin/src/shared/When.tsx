import { formatDateTime } from './format';
import { CellLines, NoWrap, Quiet } from './table';

/** A timestamp in a table cell: '5 Mar 2026' over '10:30', two short lines rather than one wide. */
export function When({ value }: { value: string | null | undefined }) {
  if (!value) return <>—</>;
  const text = formatDateTime(value);
  const cut = text.lastIndexOf(', ');
  return (
    <CellLines as="time" dateTime={value}>
      <NoWrap>{cut > 0 ? text.slice(0, cut) : text}</NoWrap>
      {cut > 0 && <Quiet>{text.slice(cut + 2)}</Quiet>}
    </CellLines>
  );
}
