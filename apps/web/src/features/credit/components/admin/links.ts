/** Where an application or a facility opens in the admin centre. */
import type { CreditApplicationKind, CreditFacility } from '@binamart/shared';

/** Top-ups open under /admin/cl/tclApplication, company and project applications under /admin/cl/clApplication. */
export const applicationPath = (application: { id: string; kind: CreditApplicationKind }) =>
  application.kind === 'topup'
    ? `/admin/cl/tclApplication/${application.id}`
    : `/admin/cl/clApplication/${application.id}`;

/** Company facilities open under /admin/cl/detail, project facilities under /admin/cl/projects. */
export const facilityPath = (facility: Pick<CreditFacility, 'id' | 'kind'>) =>
  facility.kind === 'project' ? `/admin/cl/projects/${facility.id}` : `/admin/cl/detail/${facility.id}`;
