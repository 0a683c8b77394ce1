/** A proposal as the form holds it: a saved one's fields, or a blank draft. */
import type { InsuranceForm, InsuranceFormInput } from '@binamart/shared';

const NOT_DECLARED = {
  informationTrue: false,
  noProposalDeclined: false,
  noClaimsDeclined: false,
  consentToShare: false,
};

export function valuesOf(form: InsuranceForm | null): InsuranceFormInput {
  return {
    buyerCompanyId: form?.buyerCompany.id ?? '',
    // left empty until chosen: the schema answers "required to select"
    cover: form?.cover as InsuranceFormInput['cover'],
    insuredName: form?.insuredName ?? '',
    employerName: form?.employerName ?? '',
    projectName: form?.projectName ?? '',
    contractNumber: form?.contractNumber ?? '',
    contractTitle: form?.contractTitle ?? '',
    sumInsuredSen: form?.sumInsuredSen as number,
    contractSumSen: form?.contractSumSen as number,
    periodStart: form?.periodStart ?? '',
    periodEnd: form?.periodEnd ?? '',
    site: {
      addressLine1: form?.site.addressLine1 ?? '',
      addressLine2: form?.site.addressLine2 ?? '',
      postcode: form?.site.postcode ?? '',
      city: form?.site.city ?? '',
      state: form?.site.state as InsuranceFormInput['site']['state'],
    },
    companyProjectId: form?.companyProject?.id ?? null,
    declarations: form?.declarations ?? NOT_DECLARED,
    remarks: form?.remarks ?? '',
    documents: form?.documents.map(({ fileId, name }) => ({ fileId, name })) ?? [],
  };
}

/** A form message: a catalogue key (from the schema) translated, a server's message as it came. */
export const messageOf = (t: (key: string) => string, message: string | undefined) =>
  message === undefined ? undefined : /^[\w-]+(\.[\w-]+)+$/.test(message) ? t(message) : message;
