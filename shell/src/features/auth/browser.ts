/** Browser effects the shell triggers, behind an object so tests can observe them. */
export const browser = {
  reload: () => window.location.reload(),
};
