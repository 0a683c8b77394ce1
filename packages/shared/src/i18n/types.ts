/** Catalogue shapes: every language follows English's keys; Malay may leave keys out. */
export type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
export type DeepPartial<T> = { [K in keyof T]?: T[K] extends string ? string : DeepPartial<T[K]> };
