import { useTranslation } from 'react-i18next';
import type { TradingPackage } from '@portal/contract';
import { useFormatters } from '@portal/ui/format/use-formatters.ts';
import { Fact } from '../../../shared/ui/fact.tsx';
import { packageFacts } from './package-facts.ts';

type Props = { pkg: TradingPackage; className: string; factClassName?: string };

/** The figures traders compare, as a definition list: the package card, the configurator and the review show it. */
export function PackageFactList({ pkg, className, factClassName }: Props) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <dl className={className}>
      {packageFacts(t, format, pkg).map((fact) => (
        <Fact key={fact.id} className={factClassName} label={fact.label}>
          {fact.value}
        </Fact>
      ))}
    </dl>
  );
}
