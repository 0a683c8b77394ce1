/** Page objects for credit financing: the buyer's /cl pages, the admin's /admin/cl review and credit terms at checkout. */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Locator, type Page, expect } from '@playwright/test';
import { chooseOption } from './commerce';

/** The demo accounts of credit financing (apps/api/src/seed/demo.ts). */
export const CREDIT_ACCOUNTS = {
  /** public-sector contractor with an RM 250,000 company credit limit */
  buyerGov: 'buyer.gov@demo.test',
  /** credit control department */
  creditControl: 'admin@demo.test',
  businessDirector: 'director@demo.test',
  managingDirector: 'md@demo.test',
} as const;

/** A small PDF on disk (its bytes start with %PDF-), for a document's file chooser. */
export function pdfFile(name: string): string {
  const path = join(tmpdir(), `${Date.now()}-${name}.pdf`);
  writeFileSync(
    path,
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );
  return path;
}

/** "RM 1,234.56" → 123456 sen. */
export function senOf(text: string): number {
  const match = text.match(/RM\s*([\d,]+)\.(\d{2})/);
  if (!match) throw new Error(`no amount in "${text}"`);
  return Number(match[1]!.replace(/,/g, '')) * 100 + Number(match[2]);
}

/** 123456 sen → "RM 1,234.56", as the screens write money. */
export function rm(sen: number): string {
  const whole = Math.floor(sen / 100).toLocaleString('en-MY');
  return `RM ${whole}.${String(sen % 100).padStart(2, '0')}`;
}

/** A percentage in basis points of a whole-sen amount, half-up to the sen (spec §9). */
export function percentHalfUp(sen: number, basisPoints: number): number {
  return Math.floor((sen * basisPoints + 5_000) / 10_000);
}

/** The value (dd) next to a label (dt) in a list of totals. */
export function totalOf(scope: Locator, label: string): Locator {
  return scope
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');
}

export interface ProjectApplication {
  projectName: string;
  contractNumber: string;
  /** RM, whole ringgit */
  requested: number;
}

/** /cl/projects, /cl/tnc and the application form /cl/apply → /cl/apply/:id. */
export class CreditApplyFlow {
  constructor(readonly page: Page) {}

  /** From /cl/projects through the terms and conditions to an empty project application form. */
  async startProjectApplication() {
    const page = this.page;
    await page.goto('/cl/projects');
    await expect(page.getByRole('heading', { name: 'Project credit limits', level: 1 })).toBeVisible();
    await page.getByRole('link', { name: 'Apply for a project credit limit' }).click();
    await expect(page).toHaveURL(/\/cl\/tnc\?kind=project$/);
    await expect(page.getByRole('heading', { name: 'Credit facility terms and conditions', level: 1 })).toBeVisible();
    await page.getByRole('checkbox', { name: /^I have read and accept these terms and conditions/ }).check();
    await page.getByRole('button', { name: 'Continue to the application' }).click();
    await expect(page).toHaveURL(/\/cl\/apply\?kind=project$/);
    await expect(page.getByRole('heading', { name: 'Project credit limit application', level: 1 })).toBeVisible();
  }

  /** Every field the credit team needs to submit a project application. */
  async fillProject(application: ProjectApplication) {
    const page = this.page;
    await page.getByLabel(/^Credit limit requested \(RM\)/).fill(String(application.requested));
    await page.getByLabel(/^Project name/).fill(application.projectName);
    await page.getByLabel(/^Contract number/).fill(application.contractNumber);
    await page.getByLabel(/^Contract cost \(RM\)/).fill('12500000');
    await page.getByLabel(/^Site possession date/).fill('2026-03-01');
    await page.getByLabel(/^Completion date/).fill('2027-12-31');
    await page.getByLabel(/^Years in business/).fill('12');
    await page.getByLabel(/^Number of employees/).fill('85');
    await page.getByLabel(/^Annual turnover \(RM\)/).fill('48000000');
    await page.getByLabel(/^Main bank/).fill('Maybank');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Lim Chee Keong');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('012-345 6704');
  }

  /** "Save draft": the application is created and reopens at /cl/apply/:id. Returns its id. */
  async saveDraft(): Promise<string> {
    await this.page.getByRole('button', { name: 'Save draft' }).click();
    await expect(this.page).toHaveURL(/\/cl\/apply\/[0-9a-f-]{36}$/);
    await expect(this.page.getByRole('status').filter({ hasText: 'Application saved' })).toBeVisible();
    return this.page.url().split('/').pop()!;
  }

  /** One checklist entry of the documents section. */
  document(label: string) {
    // the label is followed by " *" on mandatory documents
    return this.page
      .getByRole('region', { name: 'Documents' })
      .getByRole('listitem')
      .filter({ has: this.page.getByText(new RegExp(`^${label}( \\*)?$`)) });
  }

  async upload(label: string, file: string) {
    const chooser = this.page.waitForEvent('filechooser');
    await this.page.getByRole('button', { name: `Upload ${label}` }).click();
    await (await chooser).setFiles(file);
    const name = file.split('/').pop()!;
    await expect(this.document(label).getByText(name)).toBeVisible();
    await expect(this.document(label).getByRole('button', { name: `Remove ${name}` })).toBeVisible();
  }

  async submit() {
    await this.page.getByRole('button', { name: 'Submit application' }).click();
  }
}

/** /admin/cl/application and /admin/cl/clApplication/:id. */
export class AdminApplicationPage {
  constructor(readonly page: Page) {}

  /**
   * Finds the project application by its project name in the list of project credit-limit
   * applications (the spec's /admin/cl/tclApplication) and opens it. Returns its path.
   */
  async openFromList(projectName: string): Promise<string> {
    const page = this.page;
    await page.goto('/admin/cl/tclApplication');
    await expect(page).toHaveURL(/\/admin\/cl\/application\?kind=project$/);
    await expect(page.getByRole('heading', { name: 'Credit applications', level: 1 })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search' });
    await search.fill(projectName);
    await search.press('Enter');
    const row = page.getByRole('row').filter({ hasText: projectName });
    await expect(row).toHaveCount(1);
    await row.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/cl\/clApplication\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name: /^Credit application: /, level: 1 })).toBeVisible();
    return new URL(page.url()).pathname;
  }

  async open(path: string) {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: /^Credit application: /, level: 1 })).toBeVisible();
  }

  /** The tier's card in "Approval" (Tier n · name). */
  tier(name: string) {
    return this.page.getByRole('region', { name: 'Approval' }).getByRole('listitem').filter({ hasText: name });
  }

  /** Approves at the awaited tier; the managing director sets the approved limit (RM). */
  async approve(tier: string, note: string, approvedRinggit?: number) {
    const page = this.page;
    await page.getByRole('button', { name: 'Approve', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Approve as ${tier}` });
    if (approvedRinggit !== undefined) {
      const amount = dialog.getByLabel(/^Approved credit limit/);
      await amount.fill(String(approvedRinggit));
    }
    await dialog.getByLabel('Note (optional)').fill(note);
    await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Your approval was recorded.' })).toBeVisible();
  }
}

/** The checkout form's "Credit terms" choice. */
export async function chooseCreditTerms(page: Page, term: string) {
  const section = page.getByRole('region', { name: 'Payment' });
  await section.getByRole('radio', { name: 'Credit terms' }).click();
  await expect(section.getByRole('radio', { name: 'Credit terms' })).toBeChecked();
  await chooseOption(page, 'Credit term', term);
  return section;
}

/** /cl: the company credit limit card and its history. */
export class CreditPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/cl');
    await expect(this.page.getByRole('heading', { name: 'Credit limit', level: 1 })).toBeVisible();
  }

  facility() {
    return this.page.getByRole('region', { name: /^Company credit limit/ });
  }

  /** A figure of the facility card ("Approved limit", "Used", "Available") in sen. */
  figure(label: string) {
    return this.facility().getByText(label, { exact: true }).locator('xpath=following-sibling::*[1]');
  }

  history() {
    return this.page.getByRole('region', { name: 'Credit history' });
  }
}
