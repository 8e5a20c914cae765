import type { TFunction } from 'i18next';
import type { Order } from '@portal/contract';

type Format = { money: (minor: number, currency: string) => string };

/**
 * An order's package as the list shows it: size, programme and platform; a reset of an ended account says so first
 * (docs/decisions/080-second-chance.md).
 */
export const orderPackageLabel = (t: TFunction, format: Format, order: Order) =>
  `${order.kind === 'reset' ? `${t('orders.kind.reset')} · ` : ''}${format.money(order.package.accountSize, order.package.currency)} · ${t(
    `packageType.${order.package.traderPackageType}`,
  )} · ${order.package.platformName}`;
