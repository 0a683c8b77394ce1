/** What the API answers about credit reports (spec §5 Credit report and the rules around it). */
/** English, in full: the shape the other languages follow. */
export const creditReportMessagesEn = {
  creditReports: {
    purchase: { lite: 'Lite credit report on {{subject}}', ccm: 'CCM company report on {{subject}}' },
    subjectIdInvalid:
      'Enter the SSM registration number: 12 digits such as 201901012345, or the older form such as 123456-A.',
    mykadInvalid: 'Enter the 12-digit MyKad number, such as 800101-14-5678.',
    ccmNotForIndividuals: 'A CCM report is for a company or a business. For a person, buy a Lite report.',
    termsRequired: 'Accept the terms of the credit report to continue.',
    subjectNotFound:
      'The credit bureau has no record of this subject. Check the ID and the entity type. You have not been charged.',
    bureauUnavailable:
      'The credit bureau is not answering just now. Nothing was charged; please try again in a few minutes.',
    notPayable: 'This report is already paid or is being paid.',
    alreadyAttached: 'This report is already attached to the application.',
    fileRequired: 'Attach the report as a PDF.',
    failedAfterPayment:
      'The credit bureau could not give this report. Your payment is being refunded in full; banks take 2 to 5 working days.',
  },
};

export type CreditReportMessagesText = typeof creditReportMessagesEn;
