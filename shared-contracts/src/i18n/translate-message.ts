import { fillMessage } from './fill-message';

/**
 * Translates an English message made from one of `table`'s templates ('Only 3 items available in
 * stock' by 'Only {n} items available in stock'), keeping its values. undefined when none fits.
 */
export function translateByTemplate(
  text: string,
  table: Readonly<Record<string, string>>,
): string | undefined {
  const exact = table[text];
  if (exact !== undefined) return exact;
  for (const template of Object.keys(table)) {
    if (!template.includes('{')) continue;
    const names: string[] = [];
    const pattern = template
      .split(/\{(\w+)\}/)
      .map((part, index) => {
        if (index % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(part);
        return '(.+?)';
      })
      .join('');
    const match = new RegExp(`^${pattern}$`, 's').exec(text);
    if (match) {
      const values = Object.fromEntries(names.map((name, index) => [name, match[index + 1]!]));
      return fillMessage(table[template]!, values);
    }
  }
  return undefined;
}
