/** Values a message's `{name}` placeholders are filled with. */
export type MessageValues = Record<string, string | number>;

/** A `{name}` template with its values: fillMessage('Only {n} left', { n: 2 }) -> 'Only 2 left'. */
export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}
