/**
 * Marks the scripts a page names for its boot: the shell's files, then the files of the remote that
 * renders the page. scripts/build/boot-scripts.cjs writes the same attribute (CommonJS, it cannot
 * import this module).
 */
export const BOOT_SCRIPT_ATTRIBUTE = 'data-boot';
