/** How product rows are shown: the detail page and the listing card, with hidden prices left out. */
import type { Language, Product, ProductCard } from '@binamart/shared';
import { fileUrl } from '../platform/files/index';
import { nameIn } from './category.service';
import type { ListingRow } from './listing.repository';
import type { ProductDetailRow } from './product.repository';

/** A product as the API shows it; `seesHiddenPrices` for its seller and administrators. */
export function toProduct(row: ProductDetailRow, language: Language, seesHiddenPrices: boolean): Product {
  const p = row.product;
  return {
    id: p.id,
    status: p.status,
    rejectionReason: p.rejectionReason,
    type: p.type,
    name: p.name,
    brand: p.brand,
    tags: p.tags,
    categoryId: p.categoryId,
    subcategoryId: p.subcategoryId,
    categoryName: nameIn(language, row.category),
    subcategoryName: row.subcategory ? nameIn(language, row.subcategory) : null,
    description: p.description,
    specification: p.specification,
    certificationStatus: p.certificationStatus,
    certificationExpiry: p.certificationExpiry,
    certificationFileId: p.certificationFileId,
    certificationFileUrl: fileUrl(p.certificationFileId),
    catalogueFileId: p.catalogueFileId,
    catalogueFileUrl: fileUrl(p.catalogueFileId),
    images: row.images.map((image) => ({ fileId: image.fileId, url: fileUrl(image.fileId)! })),
    videoUrl: p.videoUrl,
    saleType: p.saleType,
    leadDays: p.leadDays,
    states: p.states,
    currency: p.currency,
    newArrival: p.newArrival,
    deliveryLocations: p.deliveryLocations,
    excludedDeliveryFees: p.excludedDeliveryFees,
    jkrApproved: p.jkrApproved,
    weightGrams: p.weightGrams,
    lengthMm: p.lengthMm,
    widthMm: p.widthMm,
    heightMm: p.heightMm,
    upfrontFeeSen: p.upfrontFeeSen,
    subsequentFeeSen: p.subsequentFeeSen,
    salePriceSen: p.salePriceSen,
    deliveryIncluded: p.deliveryIncluded,
    variations: row.variations.map((v) => {
      const shown = seesHiddenPrices || !v.hidePrice;
      return {
        id: v.id,
        name: v.name,
        imageUrl: fileUrl(v.imageFileId),
        imageFileId: v.imageFileId,
        summary: v.summary,
        unit: v.unit,
        minOrderQty: v.minOrderQty,
        multipleOf: v.multipleOf,
        listPriceSen: shown ? v.listPriceSen : null,
        sellingPriceSen: shown ? v.sellingPriceSen : null,
        available: v.available,
        hidePrice: v.hidePrice,
      };
    }),
    seller: { id: p.companyId, name: row.sellerName, state: row.sellerState },
    ratingAverage: Number(p.ratingAverage),
    ratingCount: p.ratingCount,
    version: p.version,
    createdAt: p.createdAt.toISOString(),
    publishedAt: p.publishedAt?.toISOString() ?? null,
  };
}

/** One listing row as a card; its price is already the lowest shown one. */
export function toProductCard(row: ListingRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    brand: row.brand,
    type: row.type,
    currency: row.currency,
    fromPriceSen: row.minPriceSen,
    imageUrl: fileUrl(row.imageFileId),
    seller: { id: row.companyId, name: row.sellerName, state: row.sellerState },
    ratingAverage: row.ratingAverage,
    ratingCount: row.ratingCount,
    jkrApproved: row.jkrApproved,
    newArrival: row.newArrival,
    status: row.status,
    ...(row.matchedVariation !== undefined && { matchedVariation: row.matchedVariation }),
  };
}
