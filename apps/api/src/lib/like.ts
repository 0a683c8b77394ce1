/** Search patterns for ILIKE. */

/** `%text%` for ILIKE, with the pattern characters of the text taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
