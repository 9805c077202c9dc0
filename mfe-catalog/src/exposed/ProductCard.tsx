import { ProductCard } from '../features/product-card/ProductCard';

export default ProductCard;
