/** Cache keys of the news and advertisements: the public reads and the administrators' lists. */
export const contentKeys = {
  news: ['news'] as const,
  newsPage: (language: string, page: number, pageSize: number) =>
    [...contentKeys.news, 'page', language, page, pageSize] as const,
  article: (language: string, key: string) => [...contentKeys.news, 'article', language, key] as const,
  ads: ['ads'] as const,
  placement: (placement: string) => [...contentKeys.ads, 'placement', placement] as const,
  adminPosts: ['admin-posts'] as const,
  adminPostPage: (page: number) => [...contentKeys.adminPosts, 'page', page] as const,
  adminPost: (id: string) => [...contentKeys.adminPosts, 'one', id] as const,
  adminAds: ['admin-ads'] as const,
  adminAdPage: (page: number) => [...contentKeys.adminAds, 'page', page] as const,
  adReport: (id: string) => [...contentKeys.adminAds, 'report', id] as const,
};
