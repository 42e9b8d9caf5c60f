import type { Db } from '../client';
import { seedDataError } from './seed-data';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where the gateway serves the demo images of gateway/assets. */
export const FILES = '/gateway/files';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/** A company of the demo, by the key the data files use for it. */
export interface Company {
  key: string;
  name: string;
  tenantId: string;
  enterpriseId: string;
  /** Phone of the member whose dashboard the demo shows in this company. */
  learner: string;
}

/** Companies and members seeded so far, for the families that refer to them by key and by phone. */
export class SeedRefs {
  private readonly byKey = new Map<string, Company>();
  private readonly users = new Map<string, string>();
  private readonly certificates = new Map<string, number>();

  addCompany(company: Company): void {
    this.byKey.set(company.key, company);
  }

  addUser(tenantId: string, phone: string, userId: string): void {
    this.users.set(`${tenantId}:${phone}`, userId);
  }

  /** Every company, in the order sites.json lists them. */
  companies(): Company[] {
    return [...this.byKey.values()];
  }

  company(key: string, file: string): Company {
    const company = this.byKey.get(key);
    if (!company) throw seedDataError(file, `no company "${key}" in sites.json`);
    return company;
  }

  /** A member of the company's tenant, by phone. */
  user(company: Company, phone: string, file: string): string {
    const id = this.users.get(`${company.tenantId}:${phone}`);
    if (!id) throw seedDataError(file, `no member ${phone} in the tenant of ${company.name}`);
    return id;
  }

  /** How many certificates a member holds (sites.json, ranking.json); certificates.ts awards them. */
  holdCertificates(tenantId: string, enterpriseId: string, userId: string, count: number): void {
    if (count > 0) this.certificates.set(`${tenantId}:${enterpriseId}:${userId}`, count);
  }

  /** Members who hold certificates and how many, keyed tenant:company:user. */
  certificateHolders(): ReadonlyMap<string, number> {
    return this.certificates;
  }

  learnerOf(company: Company, file: string): string {
    return this.user(company, company.learner, file);
  }
}

/** A seeded row and the name the data files call it by. */
export interface Named {
  name: string;
  id: string;
}

/** What every builder works with. */
export interface SeedContext {
  tx: Tx;
  refs: SeedRefs;
  /** The demo's dates are placed around it. */
  now: Date;
}

/** `now` moved by `ms` (negative: earlier). */
export const fromNow = (now: Date, ms: number): Date => new Date(now.getTime() + ms);
