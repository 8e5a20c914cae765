import type { TFunction } from 'i18next';
import type { Order } from '@portal/contract';

type Format = { money: (minor: number, currency: string) => string };

/** An order's package as the list shows it: size, programme and platform. */
export const orderPackageLabel = (t: TFunction, format: Format, order: Order) =>
  `${format.money(order.package.accountSize, order.package.currency)} · ${t(
    `packageType.${order.package.traderPackageType}`,
  )} · ${order.package.platformName}`;
