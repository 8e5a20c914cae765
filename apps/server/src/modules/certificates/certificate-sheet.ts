import { formatMoney, type CertificateKind } from '@portal/contract';
import { translate } from '../../i18n/catalogues.ts';
import { groupedShortId } from './certificate-ids.ts';
import type { CertificateSheet } from './certificate-document.ts';
import type { CertificateRow } from './certificates.repository.ts';

/** The holder's full name as printed; a trader without a name yet is named by their account. */
export const holderName = (r: Pick<CertificateRow, 'first_name' | 'last_name' | 'account_login'>) =>
  [r.first_name, r.last_name]
    .filter((p) => p && p.trim())
    .join(' ')
    .trim() || `#${r.account_login}`;

/** What the public page shows of the holder: first name and the initial of the last name ("Alice M."). */
export function displayName(r: Pick<CertificateRow, 'first_name' | 'last_name'>): string {
  const first = r.first_name?.trim() ?? '';
  const initial = r.last_name?.trim().charAt(0).toUpperCase() ?? '';
  return [first, initial && `${initial}.`].filter(Boolean).join(' ') || '—';
}

const milestoneKey: Record<CertificateKind, string> = {
  phasePassed: 'certificates.sheet.milestonePhase',
  funded: 'certificates.sheet.milestoneFunded',
  payout: 'certificates.sheet.milestonePayout',
};

/** The sheet's texts for one certificate, in `lang`. */
export function sheetTexts(
  r: CertificateRow,
  lang: string,
  look: { brandName: string; logo: CertificateSheet['logo']; color: string },
  verifyUrl: string,
  qr: boolean[][],
): CertificateSheet {
  const t = (key: string, params?: Record<string, string | number>) => translate(lang, key, params);
  return {
    ...look,
    heading: t(r.kind === 'payout' ? 'certificates.sheet.headingPayout' : 'certificates.sheet.heading'),
    presentedTo: t('certificates.sheet.presentedTo'),
    holderName: holderName(r),
    milestone: t(milestoneKey[r.kind], { phase: r.phase ?? 1, package: r.package_name, brand: look.brandName }),
    amountLabel: t(r.kind === 'payout' ? 'certificates.sheet.amountPaid' : 'certificates.sheet.accountSize'),
    amount: formatMoney(Number(r.amount), r.currency, lang),
    dateLabel: t('certificates.sheet.date'),
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(r.issued_at),
    idLabel: t('certificates.sheet.id'),
    shortId: groupedShortId(r.short_id),
    verifyHint: t('certificates.sheet.verifyAt'),
    verifyUrl,
    currencySymbol:
      new Intl.NumberFormat('en', { style: 'currency', currency: r.currency, currencyDisplay: 'narrowSymbol' })
        .formatToParts(0)
        .find((p) => p.type === 'currency')?.value ?? r.currency,
    qr,
  };
}
