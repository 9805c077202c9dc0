import type { ProductCardProps } from 'shared-contracts';

export function ProductCard({ product }: ProductCardProps) {
  return <article>{product.Name}</article>;
}
