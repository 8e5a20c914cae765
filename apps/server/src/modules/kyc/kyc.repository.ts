import type { ListOrder } from '@portal/contract';
import type { Queryable } from '../../db/client.ts';
import { keysetPage, type KeysetPage } from '../../db/keyset.ts';
import { sqlFilter } from '../../db/sql-filter.ts';
import { announceWrite, type ChangeFeed } from '../../lib/change-feed.ts';
import type { KycDocument } from '../../integrations/kyc/kyc-provider.ts';

export type KycCaseRow = {
  id: string;
  brand_id: string;
  user_id: string;
  step: number;
  provider: string;
  provider_case_id: string;
  status: number;
  reason: string | null;
  /** a real provider's reason as a code the trader's app translates */
  reason_code: string | null;
  document_type: string | null;
  documents: KycDocument[];
  /** the identity step's date of birth (YYYY-MM-DD), as the provider reported it */
  date_of_birth: string | null;
  created_at: Date;
  decided_at: Date | null;
};

export type KycCaseView = KycCaseRow & {
  email: string;
  first_name: string | null;
  last_name: string | null;
  country_of_registration: string | null;
  /** the case's date of birth, else the trader's */
  birth_date: string | null;
};

export type ContractRow = {
  id: string;
  brand_id: string;
  user_id: string;
  account_id: string;
  status: number;
  language: string;
  pdf_sha256: string;
  signed_name: string | null;
  signed_at: Date | null;
  signed_ip: string | null;
  signed_user_agent: string | null;
  signed_pdf_sha256: string | null;
  reason: string | null;
  created_at: Date;
  login: string;
  account_status: number;
};

export type ContractView = ContractRow & { email: string; first_name: string | null; last_name: string | null };

/** What a contract states, read for the account it is for. */
export type ContractSource = {
  account_id: string;
  login: string;
  account_size: number;
  currency: string;
  package_name: string;
  profit_split_percent: number;
};

const CASE_COLUMNS = `c.id, c.brand_id, c.user_id, c.step, c.provider, c.provider_case_id, c.status, c.reason, c.reason_code,
  c.document_type, c.documents, to_char(c.date_of_birth, 'YYYY-MM-DD') as date_of_birth, c.created_at, c.decided_at`;
const CASE_VIEW_COLUMNS = `${CASE_COLUMNS}, u.email, u.first_name, u.last_name, u.country_of_registration,
  to_char(coalesce(c.date_of_birth, u.date_of_birth), 'YYYY-MM-DD') as birth_date`;
const CONTRACT_COLUMNS = `k.id, k.brand_id, k.user_id, k.account_id, k.status, k.language, k.pdf_sha256, k.signed_name,
  k.signed_at, k.signed_ip, k.signed_user_agent, k.signed_pdf_sha256, k.reason, k.created_at, a.login,
  a.status as account_status`;

/** A console list of cases or contracts: the brands (null: all), a status if chosen, a position. */
type ListFilter = {
  brandIds: readonly string[] | null;
  status: number | undefined;
  cursor?: string | undefined;
  pageSize: number;
  order?: ListOrder | undefined;
};

/** The condition of a list of `alias`'s rows on its brands and status. */
function listWhere(f: Pick<ListFilter, 'brandIds' | 'status'>, alias: string) {
  const w = sqlFilter();
  if (f.brandIds) w.add(`${alias}.brand_id = any(?::uuid[])`, f.brandIds);
  if (f.status !== undefined) w.add(`${alias}.status = ?`, f.status);
  return w;
}

/** A case's decision as stored: its status, the reason the trader reads, who decided. */
export type CaseDecision = {
  status: number;
  reason: string | null;
  reasonCode?: string | undefined;
  decidedBy: string;
  dateOfBirth?: string | undefined;
};

export function createKycRepository(deps: { changes?: Pick<ChangeFeed, 'announce'> } = {}) {
  return {
    /** The newest case of each step of a trader. */
    async latestCases(q: Queryable, userId: string): Promise<KycCaseRow[]> {
      return q.query<KycCaseRow>(
        `select distinct on (c.step) ${CASE_COLUMNS} from kyc_cases c where c.user_id = $1
          order by c.step, c.created_at desc`,
        [userId],
      );
    },
    async initiations(q: Queryable, userId: string): Promise<number[]> {
      const rows = await q.query<{ step: number }>('select step from kyc_initiations where user_id = $1', [userId]);
      return rows.map((r) => r.step);
    },
    /** The trader's row locked, so that concurrent starts of one trader are counted one after the other. */
    async lockTrader(q: Queryable, userId: string) {
      await q.query('select id from users where id = $1 for update', [userId]);
    },
    /** When the trader started verification sessions since `since`, oldest first. */
    async sessionStartsSince(q: Queryable, userId: string, since: Date): Promise<Date[]> {
      const rows = await q.query<{ started_at: Date }>(
        'select started_at from kyc_session_starts where user_id = $1 and started_at > $2 order by started_at',
        [userId, since],
      );
      return rows.map((r) => r.started_at);
    },
    async recordSessionStart(q: Queryable, userId: string, step: number, at: Date) {
      await q.query('insert into kyc_session_starts (user_id, step, started_at) values ($1, $2, $3)', [
        userId,
        step,
        at,
      ]);
    },
    async initiate(q: Queryable, userId: string, step: number) {
      await q.query(
        'insert into kyc_initiations (user_id, step) values ($1, $2) on conflict (user_id, step) do nothing',
        [userId, step],
      );
    },
    /** True the first time an event id is seen; false for a repeat. */
    async recordEvent(q: Queryable, provider: string, eventId: string): Promise<boolean> {
      const rows = await q.query(
        `insert into kyc_webhook_events (provider, event_id) values ($1, $2) on conflict do nothing returning event_id`,
        [provider, eventId],
      );
      return rows.length === 1;
    },
    async insertCase(
      q: Queryable,
      c: {
        brandId: string;
        userId: string;
        step: number;
        provider: string;
        providerCaseId: string;
        documentType: string | null;
        documents: KycDocument[];
        dateOfBirth: string | null;
      },
    ) {
      await q.query(
        `insert into kyc_cases (brand_id, user_id, step, provider, provider_case_id, status, document_type, documents,
                                date_of_birth)
         values ($1, $2, $3, $4, $5, 1, $6, $7, $8::date) on conflict (provider, provider_case_id) do nothing`,
        [
          c.brandId,
          c.userId,
          c.step,
          c.provider,
          c.providerCaseId,
          c.documentType,
          JSON.stringify(c.documents),
          c.dateOfBirth,
        ],
      );
    },
    async caseByProviderId(q: Queryable, provider: string, providerCaseId: string, lock = false) {
      const rows = await q.query<KycCaseRow>(
        `select ${CASE_COLUMNS} from kyc_cases c where c.provider = $1 and c.provider_case_id = $2${lock ? ' for update' : ''}`,
        [provider, providerCaseId],
      );
      return rows[0];
    },
    async caseById(q: Queryable, id: string, lock = false): Promise<KycCaseView | undefined> {
      const rows = await q.query<KycCaseView>(
        `select ${CASE_VIEW_COLUMNS} from kyc_cases c join users u on u.id = c.user_id where c.id = $1${lock ? ' for update of c' : ''}`,
        [id],
      );
      return rows[0];
    },
    /** A decision; the provider's verified date of birth, when it reports one, replaces the submitted one. */
    async decideCase(q: Queryable, id: string, d: CaseDecision) {
      await q.query(
        `update kyc_cases set status = $2, reason = $3, decided_by = $4, decided_at = now(),
                date_of_birth = coalesce($5::date, date_of_birth), reason_code = $6
          where id = $1`,
        [id, d.status, d.reason, d.decidedBy, d.dateOfBirth ?? null, d.reasonCode ?? null],
      );
    },
    /** A case asked again (Retry) whose documents the trader sent anew at the same provider case: pending again. */
    async reopenCase(q: Queryable, id: string) {
      await q.query(
        `update kyc_cases set status = 1, reason = null, reason_code = null, decided_by = null, decided_at = null
          where id = $1`,
        [id],
      );
    },
    /** What a real provider verified replaces what the trader typed (each part only when the provider read it). */
    async takeVerifiedPerson(
      q: Queryable,
      userId: string,
      p: { firstName?: string; lastName?: string; street?: string; city?: string; postalCode?: string },
    ) {
      await q.query(
        `update users set first_name = coalesce($2, first_name), last_name = coalesce($3, last_name),
                address = coalesce($4, address), city = coalesce($5, city), postal_code = coalesce($6, postal_code),
                updated_at = now()
          where id = $1`,
        [userId, p.firstName ?? null, p.lastName ?? null, p.street ?? null, p.city ?? null, p.postalCode ?? null],
      );
    },
    /** The verified identity's date of birth becomes the trader's (personal data reads it from here on). */
    async takeVerifiedDateOfBirth(q: Queryable, caseId: string) {
      await q.query(
        `update users u set date_of_birth = c.date_of_birth, updated_at = now()
           from kyc_cases c where c.id = $1 and u.id = c.user_id and c.date_of_birth is not null`,
        [caseId],
      );
    },
    /** The verification queue: the longest waiting first, read by position. */
    listCases(q: Queryable, f: ListFilter): Promise<KeysetPage<KycCaseView>> {
      const list = {
        select: CASE_VIEW_COLUMNS,
        from: 'from kyc_cases c join users u on u.id = c.user_id',
        countFrom: 'from kyc_cases c',
        key: 'c.created_at',
        id: 'c.id',
        idType: 'uuid',
        order: f.order ?? 'asc',
      } as const;
      return keysetPage<KycCaseView>(q, list, listWhere(f, 'c'), f);
    },
    /** How many cases or contracts of a status wait in the brands (the overview's queues): exact. */
    async countOf(q: Queryable, table: 'kyc_cases' | 'kyc_contracts', f: Pick<ListFilter, 'brandIds' | 'status'>) {
      const w = listWhere(f, 'x');
      const [row] = await q.query<{ n: number }>(`select count(*)::int as n from ${table} x ${w.sql}`, w.params);
      return row?.n ?? 0;
    },

    /* ---- contracts ---- */

    async hasWaitingAccount(q: Queryable, userId: string): Promise<boolean> {
      const rows = await q.query(
        'select 1 from trader_accounts where user_id = $1 and is_funded and status between 7 and 12 limit 1',
        [userId],
      );
      return rows.length > 0;
    },
    /** Funded accounts of a trader waiting for KYC (SPEC §4 7-12) that have no contract yet. */
    async accountsWithoutContract(q: Queryable, userId: string): Promise<ContractSource[]> {
      return q.query<ContractSource>(
        `select a.id as account_id, a.login, a.account_size, a.currency, a.package_name,
                coalesce((o.package_snapshot->>'profitSplitPercent')::int, p.profit_split_percent) as profit_split_percent
           from trader_accounts a
           left join orders o on o.id = a.order_id
           join trading_packages p on p.id = a.package_id
          where a.user_id = $1 and a.is_funded and a.status between 7 and 12
            and not exists (select 1 from kyc_contracts k where k.account_id = a.id)
          order by a.created_at`,
        [userId],
      );
    },
    async insertContract(
      q: Queryable,
      c: { id: string; brandId: string; userId: string; accountId: string; language: string; pdfSha256: string },
    ): Promise<boolean> {
      const rows = await q.query(
        `insert into kyc_contracts (id, brand_id, user_id, account_id, language, pdf_sha256)
         values ($1, $2, $3, $4, $5, $6) on conflict (account_id) do nothing returning id`,
        [c.id, c.brandId, c.userId, c.accountId, c.language, c.pdfSha256],
      );
      return rows.length === 1;
    },
    async contractsOf(q: Queryable, userId: string): Promise<ContractRow[]> {
      return q.query<ContractRow>(
        `select ${CONTRACT_COLUMNS} from kyc_contracts k join trader_accounts a on a.id = k.account_id
          where k.user_id = $1 order by k.created_at`,
        [userId],
      );
    },
    async contract(q: Queryable, id: string, lock = false): Promise<ContractView | undefined> {
      const rows = await q.query<ContractView>(
        `select ${CONTRACT_COLUMNS}, u.email, u.first_name, u.last_name
           from kyc_contracts k join trader_accounts a on a.id = k.account_id join users u on u.id = k.user_id
          where k.id = $1${lock ? ' for update of k' : ''}`,
        [id],
      );
      return rows[0];
    },
    async markSigned(
      q: Queryable,
      id: string,
      s: { name: string; at: Date; ip: string; userAgent: string; signedPdfSha256: string },
    ) {
      await q.query(
        `update kyc_contracts set status = 1, signed_name = $2, signed_at = $3, signed_ip = $4, signed_user_agent = $5,
                signed_pdf_sha256 = $6 where id = $1`,
        [id, s.name, s.at, s.ip, s.userAgent, s.signedPdfSha256],
      );
    },
    async decideContract(q: Queryable, id: string, status: number, reason: string | null, decidedBy: string) {
      await q.query(
        `update kyc_contracts set status = $2, reason = $3, decided_by = $4, decided_at = now() where id = $1`,
        [id, status, reason, decidedBy],
      );
    },
    /** The contracts' queue: signed (else made) longest ago first, read by position. */
    listContracts(q: Queryable, f: ListFilter): Promise<KeysetPage<ContractView>> {
      const list = {
        select: `${CONTRACT_COLUMNS}, u.email, u.first_name, u.last_name`,
        from: 'from kyc_contracts k join trader_accounts a on a.id = k.account_id join users u on u.id = k.user_id',
        countFrom: 'from kyc_contracts k',
        key: 'coalesce(k.signed_at, k.created_at)',
        id: 'k.id',
        idType: 'uuid',
        order: f.order ?? 'asc',
      } as const;
      return keysetPage<ContractView>(q, list, listWhere(f, 'k'), f);
    },
    /**
     * Moves a funded account waiting for KYC (7-12) to the same stage with KYC done (1-6), and the passed phase
     * that opened it (of the same order or import, completed while KYC was needed: 10-12) to passed with KYC done
     * (4-6): once the funded account is released, nothing of that challenge waits for verification any more.
     */
    async releaseAccount(q: Queryable, accountId: string): Promise<number | undefined> {
      const rows = await q.query<{ status: number }>(
        `update trader_accounts set status = status - 6, updated_at = now()
          where id = $1 and status between 7 and 12 returning status`,
        [accountId],
      );
      const passed = await q.query<{ id: string }>(
        `update trader_accounts p set status = p.status - 6, updated_at = now()
           from trader_accounts f
          where f.id = $1 and f.is_funded and p.id <> f.id and p.stage = f.stage - 1 and p.status between 10 and 12
            and (p.order_id = f.order_id or p.import_id = f.import_id)
          returning p.id`,
        [accountId],
      );
      // This instance's cached account list and dashboard forget the accounts once this commits.
      if (deps.changes)
        for (const id of [accountId, ...passed.map((p) => p.id)]) announceWrite(deps.changes, q, `account:${id}`);
      return rows[0]?.status;
    },
  };
}
export type KycRepository = ReturnType<typeof createKycRepository>;
