/**
 * Whether two api answers carry the same data. A query asked again keeps its previous answer
 * (and so renders nothing) when nothing changed meanwhile.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
