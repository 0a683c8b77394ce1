/** Cache keys of the public enquiries: one by its code (the visitor's), the administrators' lists and one by id. */
export const salesEnquiryKeys = {
  all: ['sales-enquiries'] as const,
  byCode: (code: string | undefined) => [...salesEnquiryKeys.all, 'code', code] as const,
  adminList: (search: string) => [...salesEnquiryKeys.all, 'admin', 'list', search] as const,
  adminOne: (id: string | undefined) => [...salesEnquiryKeys.all, 'admin', 'one', id] as const,
};
