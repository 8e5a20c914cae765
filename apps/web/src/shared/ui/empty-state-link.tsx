import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@portal/ui/widgets/empty-state.tsx';
import { CartIcon, ChartIcon, StarIcon } from '@portal/ui/widgets/ui-icons.tsx';

/** Its icon (if any), the keys of its title and text, where its link leads and the key of the link's label. */
type Place = [icon: ComponentType | null, title: string, text: string, to: string, linkLabel: string];
type PlaceName =
  'noAccounts' | 'noCertificates' | 'noOrders' | 'noPayoutAccount' | 'challengeNotFound' | 'orderNotFound';

const NEW_CHALLENGE = '/dashboard/new-challenge';
const HOME = '/dashboard/home';

/**
 * The trader app's "nothing here" states, each with the one way on. An empty list leads to a new challenge; a
 * record that is not the trader's, or a request that cannot be made yet, leads back.
 */
const PLACES: Record<PlaceName, Place> = {
  noAccounts: [ChartIcon, 'challenges.empty', 'challenges.emptyText', NEW_CHALLENGE, 'challenges.startFirst'],
  noCertificates: [StarIcon, 'certificates.emptyTitle', 'certificates.emptyText', NEW_CHALLENGE, 'orders.buyChallenge'],
  noOrders: [CartIcon, 'orders.empty', 'orders.emptyText', NEW_CHALLENGE, 'orders.buyChallenge'],
  noPayoutAccount: [null, 'payouts.noEligibleAccount', 'payouts.noEligibleText', HOME, 'payouts.backHome'],
  challengeNotFound: [ChartIcon, 'dashboard.notFound', 'dashboard.notFoundText', HOME, 'dashboard.goHome'],
  orderNotFound: [CartIcon, 'errors.OrderNotFound', 'orders.notFoundText', '/dashboard/orders', 'orders.backToList'],
};

/** Nothing to show here, and the one way on: a primary link to where the trader can go next. */
export function EmptyStateLink({ place }: { place: PlaceName }) {
  const { t } = useTranslation();
  const [Icon, title, text, to, linkLabel] = PLACES[place];
  return (
    <EmptyState
      icon={Icon && <Icon />}
      title={t(title)}
      text={t(text)}
      action={
        <Link className="btn btn--primary" to={to}>
          {t(linkLabel)}
        </Link>
      }
    />
  );
}
