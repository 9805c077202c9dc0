import { useCallback, type ReactElement, type ReactNode } from 'react';
import {
  useMessages,
  type Messages,
  type MessageSource,
  type MessageValues,
} from 'shared-contracts';
import { Ltr, richMessage } from 'shared-contracts/ui-extras';

export interface RichValues {
  /** Plain values (a plural's number among them). */
  values?: MessageValues;
  /** Numbers, prices and codes, kept left to right inside right-to-left text (Ltr). */
  ltr?: MessageValues;
  /** Elements put in place of their placeholders (a <strong> code). */
  nodes?: Record<string, ReactElement>;
}

/** `messages` with elements in them (shared-contracts' richMessage). */
export function useRichText<T extends MessageSource>(messages: Messages<T>) {
  const t = useMessages(messages);
  return useCallback(
    (key: keyof T & string, { values = {}, ltr = {}, nodes = {} }: RichValues): ReactNode => {
      const isolated: Record<string, ReactElement> = {};
      for (const [name, value] of Object.entries(ltr)) isolated[name] = <Ltr>{value}</Ltr>;
      return richMessage((filled) => t(key, filled), { ...values, ...isolated, ...nodes });
    },
    [t],
  );
}
