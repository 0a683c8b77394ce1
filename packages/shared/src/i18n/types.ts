/** Catalogue shapes: every language follows English's keys; Malay may leave keys out. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };

/** A part of the catalogues owned by one capability: English in full, Chinese in full, Malay partial. */
export interface CataloguePart<T> {
  'en-us': T;
  'zh-cn': Widen<T>;
  ms: DeepPartial<Widen<T>>;
}
