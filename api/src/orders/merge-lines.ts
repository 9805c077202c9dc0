/** Adds up repeated lines of the same product; ascending ids keep concurrent orders deadlock-free. */
export function mergeLines(lines: { ProductID: number; Quantity: number }[]) {
  const merged = new Map<number, number>();
  for (const line of lines)
    merged.set(line.ProductID, (merged.get(line.ProductID) ?? 0) + line.Quantity);
  return [...merged.entries()].sort(([a], [b]) => a - b);
}
