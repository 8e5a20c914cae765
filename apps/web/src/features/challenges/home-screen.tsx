import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TraderAccount, TraderPackageType } from '@portal/contract';
import type { CredentialsDialogSlot, ProfitWidgetSlot } from '../../shared/composition/slots.ts';
import { ChoiceChips } from '@portal/ui/widgets/choice-chips.tsx';
import { AccountCard } from './account-card.tsx';
import { AccountsSkeleton } from './accounts-skeleton.tsx';
import { ACCOUNTS_FRESH_S } from './api/early-accounts-read.ts';
import { useGetTraderAccountsQuery } from './api/challenges-api.ts';
import { groupAccounts, packageTypesOf } from './group-accounts.ts';
import { RetryBanner } from '../../shared/ui/retry-banner.tsx';
import { EmptyStateLink } from '../../shared/ui/empty-state-link.tsx';
import { Page } from '../../shared/ui/page.tsx';
import { AccountCredentials } from './account-credentials.tsx';
import './home.css';

type TypeFilter = TraderPackageType | 'all';
const NO_ACCOUNTS: TraderAccount[] = [];

/**
 * Home: the trader's trading accounts as cards (grouped and filtered as the brand says), each with its
 * credentials and a way to its dashboard. The full challenge dashboard comes with the evaluation issue.
 */
export default function HomeScreen({
  CredentialsDialog,
  ProfitWidget,
}: {
  CredentialsDialog: CredentialsDialogSlot;
  /** the funded accounts' payout pictures; absent in tests that do not need them */
  ProfitWidget?: ProfitWidgetSlot;
}) {
  const { t } = useTranslation();
  // A list read moments ago (before the first paint) is shown as it is; an older one is read again.
  const { data, isError, refetch } = useGetTraderAccountsQuery(undefined, {
    refetchOnMountOrArgChange: ACCOUNTS_FRESH_S,
  });
  const { items = NO_ACCOUNTS, useGroups = false, useTraderPackageType = false } = data ?? {};
  const [type, setType] = useState<TypeFilter>('all');
  const [open, setOpen] = useState<TraderAccount | null>(null);

  const loaded = data !== undefined;
  const types = packageTypesOf(items);
  const filtering = useTraderPackageType && types.length > 1;
  const sections = groupAccounts(items, { useGroups, type: filtering && type !== 'all' ? type : null });

  return (
    <Page className="home" titleId="home-title" title={t('challenges.title')}>
      {ProfitWidget && items.some((a) => a.isFunded) && <ProfitWidget />}
      {isError && !loaded && <RetryBanner onRetry={() => void refetch()}>{t('errors.SomethingWentWrong')}</RetryBanner>}
      {!loaded && !isError && <AccountsSkeleton />}
      {loaded && items.length === 0 && <EmptyStateLink place="noAccounts" />}
      {loaded && filtering && (
        <ChoiceChips<TypeFilter>
          legend={t('newChallenge.filters.type')}
          value={type}
          onChange={setType}
          options={[
            { value: 'all', label: t('newChallenge.filters.all') },
            ...types.map((value) => ({ value, label: t(`packageType.${value}`) })),
          ]}
        />
      )}
      {loaded &&
        sections.map((section) => (
          <section
            key={section.group ?? 'all'}
            className="home__section flow flow--3"
            aria-label={section.group ?? undefined}
          >
            {section.group !== null && <h2 className="home__group">{section.group}</h2>}
            <div className="account-grid card-grid">
              {section.items.map((account) => (
                <AccountCard key={account.id} account={account} onCredentials={setOpen} />
              ))}
            </div>
          </section>
        ))}
      <AccountCredentials account={open} Dialog={CredentialsDialog} onClose={() => setOpen(null)} />
    </Page>
  );
}
