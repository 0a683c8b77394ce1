/** Credit financing: state, tier and document labels, and the API's messages (spec §8). */
/** English, in full: the shape the other languages follow. */
export const creditEn = {
  creditStatus: {
    draft: 'Draft',
    submitted: 'Under review',
    documentsRequested: 'More documents requested',
    approved: 'Approved',
    rejected: 'Rejected',
  },
  facilityStatus: { active: 'Active', overdue: 'Overdue account', inactive: 'Inactive' },
  creditTier: {
    creditControl: 'Credit control department',
    businessDirector: 'Business director',
    managingDirector: 'Managing director',
  },
  creditKind: { company: 'Company credit limit', project: 'Project credit limit', topup: 'Top-up' },
  creditDocument: {
    ssmProfile: 'SSM company profile',
    bankStatements: 'Bank statements (last 6 months)',
    auditedAccounts: 'Audited accounts (last 2 years)',
    directorsIc: "Directors' identity cards",
    managementAccounts: 'Latest management accounts',
    projectTrackRecord: 'Project track record',
    letterOfAward: 'Letter of award',
    contract: 'Contract agreement',
    billOfQuantities: 'Bill of quantities (BQ)',
    sitePossessionLetter: 'Site possession letter',
  },
  creditLedgerKind: {
    limit: 'Credit limit set',
    reserve: 'Reserved for an order',
    release: 'Released',
    post: 'Invoiced',
    restore: 'Invoice paid',
    adjust: 'Adjustment',
  },
  credit: {
    amountInvalid: 'Enter an amount of at least RM 100.00',
    documentsMissing: 'Upload the mandatory documents: {{documents}}',
    tncRequired: 'Accept the credit terms and conditions first',
    completionBeforePossession: 'The completion date must be after the site possession date',
    insufficientAmount: 'Insufficient credit amount',
    balanceInvalid: 'This change would make a credit balance negative',
    facilityInactive: "The buyer's credit facility is temporarily inactive",
    limitInactive: "The buyer's credit limit is inactive",
    notYourTier: 'This application is waiting for the {{tier}}; you do not hold that approval',
    alreadyDecidedByYou: 'You have already decided on this application at another tier',
    notAwaitingDecision: 'This application is not waiting for a decision',
    notEditable: 'This application can no longer be changed',
    approvedAboveRequested: 'The approved limit cannot be more than the amount requested',
    approvedAmountRequired: 'Enter the approved limit',
    existingFacility: 'Your company already has a credit limit; apply for a top-up instead',
    facilityRequired: 'Choose the credit limit to top up',
  },
};

export type CreditText = typeof creditEn;
