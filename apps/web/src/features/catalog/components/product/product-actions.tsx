/** What a buyer does with a product: add it to the cart (or enquire), see whether it reaches the site, chat. */
import type { Product } from '@binamart/shared';
import { AddToCart } from '@/features/cart/index';
import { ProductEnquiry, enquiryOnly } from '@/features/enquiries/index';
import { ChatWithSupplierButton } from '@/features/chat/index';
import { DeliveryPromiseCard } from '../delivery/delivery-promise-card';

export function ProductActions({ product }: { product: Product }) {
  return (
    <>
      {/* a product for enquiry (or with no price shown) is enquired about instead of bought */}
      {!enquiryOnly(product) && <AddToCart product={product} />}
      {/* whether and how it reaches the buyer's site, before the buyer goes to checkout */}
      <DeliveryPromiseCard product={product} />
      <ProductEnquiry product={product} />
      <ChatWithSupplierButton kind="product" id={product.id} fullWidth />
    </>
  );
}
