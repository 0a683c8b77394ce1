/** Page objects for the insurance and bond proposals (/admin/lonpac) and the buyer's policies on /cl. */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page, expect } from '@playwright/test';
import { malaysianDate } from './billing';
import { pick } from './catalog';

/** A small PDF on disk, for the proposal's documents. */
export function letterOfAward(): string {
  const path = join(tmpdir(), `${Date.now()}-letter-of-award.pdf`);
  writeFileSync(path, '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
  return path;
}

export const DECLARATIONS = [
  /information in this proposal is true and complete/,
  /No insurer has declined a proposal/,
  /No claim of the buyer company has been declined/,
  /agrees that these details are shared with Lonpac/,
];

/** /admin/lonpac, /admin/lonpac/form and /admin/lonpac/form/{id}. */
export class InsuranceAdminPage {
  constructor(readonly page: Page) {}

  async openList() {
    await this.page.goto('/admin/lonpac');
    await expect(this.page.getByRole('heading', { name: 'Insurance and bonds (Lonpac)', level: 1 })).toBeVisible();
  }

  async startNew() {
    await this.page.getByRole('link', { name: 'New proposal' }).click();
    await expect(this.page.getByRole('heading', { name: 'New insurance or bond proposal', level: 1 })).toBeVisible();
  }

  /**
   * Contractor's all-risk cover for one of a buyer's projects (its site filled in from the project):
   * RM `sumRinggit` for a year starting a week from today, with every declaration but the last.
   */
  async fillAllRisk(input: { buyer: string; project: string; sumRinggit: string; contractNumber: string }) {
    const page = this.page;
    await pick(page, 'Buyer company', input.buyer);
    await pick(page, 'The buyer’s project', input.project);
    await expect(page.getByLabel('Project name')).toHaveValue(input.project);
    await page.getByRole('radio', { name: 'Contractor’s all risks' }).check();
    await page.getByLabel('Insured party').fill(input.buyer);
    await page.getByLabel('Employer (project owner)').fill('Batu Caves Logistik Sdn. Bhd.');
    await page.getByLabel('Sum insured (contract works)').fill(input.sumRinggit);
    await page.getByLabel('Contract sum').fill(input.sumRinggit);
    await page.getByLabel('Cover starts').fill(malaysianDate(7));
    await page.getByLabel('Cover ends').fill(malaysianDate(7 + 364));
    await expect(page.getByText('The cover runs 365 days, both days included.')).toBeVisible();
    await page.getByLabel('Contract number').fill(input.contractNumber);
    for (const declaration of DECLARATIONS.slice(0, 3)) await page.getByRole('checkbox', { name: declaration }).check();
    await page.locator('input[type="file"]').setInputFiles(letterOfAward());
    await expect(page.getByRole('button', { name: /^\d+-letter-of-award\.pdf$/ })).toBeVisible();
  }

  async saveDraft() {
    await this.page.getByRole('button', { name: 'Save draft' }).click();
  }

  /** Submits the draft from its page, through the confirmation. */
  async submit(number: string) {
    await this.page.getByRole('button', { name: 'Submit to Lonpac' }).click();
    const dialog = this.page.getByRole('dialog', { name: `Submit proposal ${number} to Lonpac?` });
    await dialog.getByRole('button', { name: 'Submit to Lonpac' }).click();
    await expect(dialog).toBeHidden();
  }
}
