import { RECAPTCHA_TEST_SITE_KEY } from '@portal/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRecaptcha } from './recaptcha.ts';
import type { BotCheckStep } from './use-bot-check-step.ts';
import './bot-check.css';

/**
 * The provider's published test site key. Its widget passes everyone, and the server accepts any non-empty
 * token for it offline, so the app skips the provider's script and asks for a plain confirmation.
 */

type Props = { siteKey: string | null; onToken(token: string): void };
type Mode = 'loading' | 'widget' | 'fallback';

const confirmationToken = () => `confirmed-${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;

/**
 * The bot-check step (result -800): the provider's widget, loaded on demand; when the script cannot load
 * (offline, blocked) or the brand uses the test key, a clear "I am not a robot" confirmation instead.
 * Remount it (change its key) to offer a fresh check after a refused token.
 */
export function BotCheck({ siteKey, onToken }: Props) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const container = useRef<HTMLDivElement>(null);
  const usesProvider = !!siteKey && siteKey !== RECAPTCHA_TEST_SITE_KEY;
  const [mode, setMode] = useState<Mode>(usesProvider ? 'loading' : 'fallback');
  const [confirmed, setConfirmed] = useState(false);
  const latestOnToken = useRef(onToken);
  useEffect(() => {
    latestOnToken.current = onToken;
  });

  useEffect(() => {
    if (!usesProvider || !siteKey) return;
    let cancelled = false;
    // A fresh element per run: the provider refuses to render twice into one element.
    const target = document.createElement('div');
    loadRecaptcha(i18n.language).then(
      (grecaptcha) => {
        if (cancelled || !container.current) return;
        container.current.append(target);
        try {
          const widgetId = grecaptcha.render(target, {
            sitekey: siteKey,
            // Narrow phones get the compact widget (the normal one is 304 px wide).
            size: window.matchMedia?.('(max-width: 360px)').matches ? 'compact' : 'normal',
            callback: (token) => latestOnToken.current(token),
            // A solved check expires after two minutes unused: a fresh one is asked for.
            'expired-callback': () => grecaptcha.reset(widgetId),
            // The provider cannot reach its servers: offer the confirmation instead.
            'error-callback': () => !cancelled && setMode('fallback'),
          });
          setMode('widget');
        } catch {
          setMode('fallback');
        }
      },
      () => !cancelled && setMode('fallback'),
    );
    return () => {
      cancelled = true;
      target.remove();
    };
  }, [siteKey, usesProvider, i18n.language]);

  const confirm = () => {
    if (confirmed) return;
    setConfirmed(true);
    latestOnToken.current(confirmationToken());
  };

  return (
    <section className="bot-check" aria-labelledby={titleId}>
      <h2 id={titleId} className="bot-check__title">
        {t('auth.botCheck.title')}
      </h2>
      <p className="bot-check__text">{t('auth.botCheck.text')}</p>
      {mode === 'loading' && (
        <p className="bot-check__loading" role="status">
          {t('auth.botCheck.loading')}
        </p>
      )}
      <div ref={container} className="bot-check__widget" hidden={mode !== 'widget'} />
      {mode === 'fallback' && (
        <>
          {usesProvider && <p className="bot-check__note">{t('auth.botCheck.unavailable')}</p>}
          <label className="bot-check__confirm">
            <input type="checkbox" checked={confirmed} disabled={confirmed} onChange={confirm} />
            <span>{t('auth.botCheck.notRobot')}</span>
          </label>
        </>
      )}
    </section>
  );
}

/** A form's bot-check once the server asked for one (useBotCheckStep): each refusal mounts a fresh check. */
export function BotCheckWhenAsked({ step, onToken }: { step: BotCheckStep | null; onToken(token: string): void }) {
  return step && <BotCheck key={step.attempt} siteKey={step.siteKey} onToken={onToken} />;
}
