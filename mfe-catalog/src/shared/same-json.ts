/**
 * Whether two api answers carry the same data. A page that started from its first paint's answers
 * fetches them again and keeps its state (no re-render) when nothing changed meanwhile.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
