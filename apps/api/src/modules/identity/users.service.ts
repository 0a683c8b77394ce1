/** Creating companies and their users (registration and user management grow from here). */
import { DEFAULT_PERMISSIONS, type Permissions, type Role } from '@binamart/shared';
import type { Db } from '../../db/client';
import type { CompanyKind } from '../../db/schema/index';
import { hashSecret } from './passwords';
import * as repo from './identity.repository';

export interface NewCompany {
  name: string;
  registrationNo: string;
  kind: CompanyKind;
  publicSector?: boolean;
}

export interface NewUser {
  email: string;
  password: string;
  pin: string;
  firstName: string;
  lastName: string;
  position?: string;
  phone?: string;
  role: Role;
  permissions?: Permissions;
}

/** Creates an active company and its verified users in one transaction (demo data, tests); users get their role's default levels. */
export async function createCompanyWithUsers(db: Db, company: NewCompany, people: NewUser[]) {
  const prepared = await Promise.all(
    people.map(async (person) => ({
      person,
      passwordHash: await hashSecret(person.password),
      pinHash: await hashSecret(person.pin),
    })),
  );
  return db.transaction(async (tx) => {
    const created = await repo.insertCompany(tx, { ...company, status: 'active' });
    const users = [];
    for (const { person, passwordHash, pinHash } of prepared) {
      users.push(
        await repo.insertUser(tx, {
          companyId: created.id,
          email: person.email.toLowerCase(),
          passwordHash,
          pinHash,
          firstName: person.firstName,
          lastName: person.lastName,
          position: person.position ?? '',
          phone: person.phone ?? '',
          role: person.role,
          permissions: person.permissions ?? DEFAULT_PERMISSIONS[person.role],
          emailVerifiedAt: new Date(),
        }),
      );
    }
    return { company: created, users };
  });
}
