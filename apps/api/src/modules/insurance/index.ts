/** The public face of the insurance module (insurance and bond proposals passed to Lonpac). */
export { insuranceRoutes } from './insurance.routes';
export { createInsuranceForm } from './insurance-forms.service';
export type { InsuranceFormDeps } from './insurance-forms.service';
export { submitInsuranceForm } from './insurance-submission.service';
export type { InsuranceSubmissionDeps } from './insurance-submission.service';
