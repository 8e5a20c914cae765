import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '../../shared/i18n/language-select.tsx';

type Props = { title: string; subtitle?: ReactNode; children: ReactNode; footer?: ReactNode };

/** The centred card of the sign-in steps, under the console's name, with the language switcher below it. */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <main className="bo-centre">
      <section className="card bo-auth" aria-labelledby={titleId}>
        <p className="bo-auth__brand">{t('console.name')}</p>
        <h1 id={titleId} className="bo-auth__title">
          {title}
        </h1>
        {subtitle && <p className="bo-auth__subtitle">{subtitle}</p>}
        <div className="stack">{children}</div>
        {footer && <footer className="bo-auth__footer">{footer}</footer>}
      </section>
      <LanguageSelect className="bo-auth__lang" />
    </main>
  );
}
