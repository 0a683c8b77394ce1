/**
 * Insurance and bond proposals for the demo buyers, prepared and submitted through the insurance
 * module by admin@demo.test as at /admin/lonpac, answered by the sandbox insurer: Pembinaan Teguh
 * Jaya's contractor's all-risk cover for Residensi Seri Kembangan and its performance bond for the
 * teachers' quarters in Taman Melawati (both accepted, with policies), its public liability for the
 * Batu Caves warehouse (a draft); Kontraktor Awam Seri Perkasa's RM 12.5 million all-risk cover
 * (referred to the underwriters) and a bond of 12.5% of its contract (declined).
 */
import { eq } from 'drizzle-orm';
import { insuranceFormInputSchema } from '@binamart/shared';
import { createSandboxInsurer } from '../adapters/insurer/sandbox-insurer';
import type { Db } from '../db/client';
import { companies, users } from '../db/schema/index';
import { systemClock } from '../lib/clock';
import { loadActor } from '../modules/identity/index';
import { createInsuranceForm, submitInsuranceForm } from '../modules/insurance/index';

const DAY = 24 * 60 * 60 * 1000;
const dayAfter = (now: Date, days: number) =>
  new Date(now.getTime() + 8 * 60 * 60 * 1000 + days * DAY).toISOString().slice(0, 10);

const ALL_DECLARED = { informationTrue: true, noProposalDeclined: true, noClaimsDeclined: true, consentToShare: true };

/** The proposals, given Pembinaan Teguh Jaya's sites by name (seed/sites.ts). */
export async function seedInsurance(db: Db, sites: Record<string, string>, now = new Date()) {
  const [adminRow] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  const admin = (await loadActor(db, adminRow!.id))!;
  const companyId = async (registrationNo: string) =>
    (await db.select({ id: companies.id }).from(companies).where(eq(companies.registrationNo, registrationNo)))[0]!.id;
  const teguhJaya = await companyId('201801034567');
  const seriPerkasa = await companyId('201201012345');
  const clock = systemClock;
  const deps = { db, clock, insurer: createSandboxInsurer(db, clock) };
  const prepare = (form: Record<string, unknown>) =>
    createInsuranceForm(deps, admin, insuranceFormInputSchema.parse(form));
  const submitted = async (form: Record<string, unknown>) => {
    const draft = await prepare(form);
    return submitInsuranceForm(deps, admin, draft.id);
  };

  // accepted at once: RM 4.85 million for a year, RM 9,700.00 at 0.20%
  await submitted({
    buyerCompanyId: teguhJaya,
    companyProjectId: sites['Residensi Seri Kembangan'],
    cover: 'contractorsAllRisk',
    insuredName: 'Pembinaan Teguh Jaya Sdn. Bhd.',
    employerName: 'Seri Kembangan Land Sdn. Bhd.',
    projectName: 'Residensi Seri Kembangan',
    contractNumber: 'SKL/RSK/2026/01',
    contractTitle: 'Cadangan membina 2 blok pangsapuri 18 tingkat (312 unit) di Lot 2107, Jalan Besar, Seri Kembangan',
    sumInsuredSen: 4_850_000_00,
    contractSumSen: 4_850_000_00,
    periodStart: dayAfter(now, 7),
    periodEnd: dayAfter(now, 7 + 364),
    site: {
      addressLine1: 'Lot 2107, Jalan Besar',
      addressLine2: 'Taman Universiti Indah',
      postcode: '43300',
      city: 'Seri Kembangan',
      state: 'Selangor',
    },
    declarations: ALL_DECLARED,
    remarks: 'Joint names with the employer as principal. Existing scaffolding on site included in the works.',
  });
  // accepted at once: a 5% bond for two years, RM 3,200.00 at 1.00% a year
  await submitted({
    buyerCompanyId: teguhJaya,
    companyProjectId: sites['Kuarters Guru SK Taman Melawati'],
    cover: 'performanceBond',
    insuredName: 'Pembinaan Teguh Jaya Sdn. Bhd.',
    employerName: 'Jabatan Kerja Raya Malaysia',
    projectName: 'Kuarters Guru SK Taman Melawati',
    contractNumber: 'JKR/IP/KL/2026/0147',
    contractTitle: 'Membina kuarters guru 4 tingkat (24 unit) di SK Taman Melawati, Kuala Lumpur',
    sumInsuredSen: 160_000_00,
    contractSumSen: 3_200_000_00,
    periodStart: dayAfter(now, 30),
    periodEnd: dayAfter(now, 30 + 729),
    site: {
      addressLine1: 'Jalan Melawati 3',
      addressLine2: 'Taman Melawati',
      postcode: '53100',
      city: 'Kuala Lumpur',
      state: 'Kuala Lumpur',
    },
    declarations: ALL_DECLARED,
  });
  // above RM 5 million: referred to the underwriters (settled a day later, when checked)
  await submitted({
    buyerCompanyId: seriPerkasa,
    cover: 'contractorsAllRisk',
    insuredName: 'Kontraktor Awam Seri Perkasa Sdn. Bhd.',
    employerName: 'Jabatan Kerja Raya Malaysia',
    projectName: 'Naik taraf Jalan Kajang–Semenyih dan jambatan Sungai Langat',
    contractNumber: 'JKR/IP/SEL/2026/0088',
    contractTitle:
      'Menaik taraf Jalan Persekutuan FT001 Kajang–Semenyih termasuk jambatan baharu merentasi Sungai Langat',
    sumInsuredSen: 12_500_000_00,
    contractSumSen: 12_500_000_00,
    periodStart: dayAfter(now, 21),
    periodEnd: dayAfter(now, 21 + 729),
    site: {
      addressLine1: 'Jalan Kajang–Semenyih, Seksyen 2',
      postcode: '43500',
      city: 'Semenyih',
      state: 'Selangor',
    },
    declarations: ALL_DECLARED,
  });
  // a bond of 12.5% of the contract: declined with the insurer's reason
  await submitted({
    buyerCompanyId: seriPerkasa,
    cover: 'performanceBond',
    insuredName: 'Kontraktor Awam Seri Perkasa Sdn. Bhd.',
    employerName: 'Kementerian Pendidikan Malaysia',
    projectName: 'Blok tambahan SMK Seri Manjung',
    contractNumber: 'KPM/BPP/2026/0311',
    contractTitle: 'Membina blok akademik tambahan 3 tingkat di SMK Seri Manjung, Perak',
    sumInsuredSen: 1_000_000_00,
    contractSumSen: 8_000_000_00,
    periodStart: dayAfter(now, 10),
    periodEnd: dayAfter(now, 10 + 548),
    site: {
      addressLine1: 'Jalan Sekolah, Taman Seri Manjung',
      postcode: '32040',
      city: 'Seri Manjung',
      state: 'Perak',
    },
    declarations: ALL_DECLARED,
  });
  // still a draft: the buyer has not yet agreed to share its details with the insurer
  await prepare({
    buyerCompanyId: teguhJaya,
    companyProjectId: sites['Gudang Batu Caves Lot 12'],
    cover: 'publicLiability',
    insuredName: 'Pembinaan Teguh Jaya Sdn. Bhd.',
    employerName: 'Batu Caves Logistik Sdn. Bhd.',
    projectName: 'Gudang Batu Caves Lot 12',
    contractNumber: 'BCL/GDG/2026/12',
    contractTitle: 'Membina gudang satu tingkat dengan pejabat dua tingkat di Lot 12, Batu Caves',
    sumInsuredSen: 2_000_000_00,
    contractSumSen: 1_850_000_00,
    periodStart: dayAfter(now, 45),
    periodEnd: dayAfter(now, 45 + 299),
    site: {
      addressLine1: 'Lot 12, Jalan Industri Batu Caves 1/3',
      postcode: '68100',
      city: 'Batu Caves',
      state: 'Selangor',
    },
    declarations: { informationTrue: true, noProposalDeclined: true, noClaimsDeclined: true, consentToShare: false },
    remarks: 'Waiting for the buyer’s director to sign the consent to share its details with Lonpac.',
  });
}
