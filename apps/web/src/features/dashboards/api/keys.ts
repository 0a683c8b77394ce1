/** Cache keys of the dashboards: the supplier's and the administrators', per period. */
export const dashboardKeys = {
  seller: (months: number) => ['seller-dashboard', months] as const,
  admin: (months: number) => ['admin-dashboard', months] as const,
};
