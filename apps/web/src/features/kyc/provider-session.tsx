import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { KycProviderType } from '@portal/contract';
import { useRefreshAccessTokenMutation, type ProviderName } from './api/kyc-api.ts';
import { openSumsub, openVeriff } from './real-provider-sdks.ts';
import { loadKycSdk } from './sdk-loader.ts';

export type Session = {
  step: 'identity' | 'address';
  type: number;
  name: ProviderName;
  token: string;
  startStatus: number;
};

/**
 * The provider's side of a step (SPEC §4): type 0 opens the hosted SDK (a dialog over the page), type 1 shows
 * the embedded widget frame (max width 400 px, height 500 px). `onDone` when the trader has submitted;
 * `onCancel` when the SDK is closed; `onFailure` when the SDK cannot load.
 */
export function ProviderSession({
  session,
  onDone,
  onCancel,
  onFailure,
}: {
  session: Session & { done?: boolean };
  onDone: () => void;
  onCancel: () => void;
  onFailure: () => void;
}) {
  const { t, i18n } = useTranslation();
  const handlers = useRef({ onDone, onCancel, onFailure });
  handlers.current = { onDone, onCancel, onFailure };
  const container = useRef<HTMLDivElement>(null);
  const [refreshAccessToken] = useRefreshAccessTokenMutation();
  // The session's own values, not the object: the screen hands a new object when the trader is done, and the
  // provider must not be opened again with the token just used.
  const { step, type, name, token } = session;
  const real = name === 'sumsub' || name === 'veriff';

  // Sumsub's WebSDK or Veriff's frame, each loaded only when a session of that provider opens.
  useEffect(() => {
    if (!real) return;
    let handle: { close(): void } | undefined;
    let gone = false;
    const relay = {
      onDone: () => handlers.current.onDone(),
      onCancel: () => handlers.current.onCancel(),
      onFailure: () => handlers.current.onFailure(),
    };
    const lang = i18n.language;
    const opened =
      name === 'sumsub'
        ? openSumsub(
            container.current!,
            token,
            async () => (await refreshAccessToken({ step }).unwrap()).token,
            lang,
            relay,
          )
        : openVeriff(token, lang, relay);
    opened.then(
      (h) => {
        if (gone) h.close();
        else handle = h;
      },
      () => handlers.current.onFailure(),
    );
    return () => {
      gone = true;
      handle?.close();
    };
  }, [name, step, token, real, refreshAccessToken, i18n.language]);

  useEffect(() => {
    if (real || type !== KycProviderType.HostedSdk) return;
    let handle: { close(): void } | undefined;
    let gone = false;
    loadKycSdk().then(
      (sdk) => {
        if (gone) return;
        handle = sdk.launch({
          token,
          onComplete: () => handlers.current.onDone(),
          onClose: () => handlers.current.onCancel(),
        });
      },
      () => handlers.current.onFailure(),
    );
    return () => {
      gone = true;
      handle?.close();
    };
  }, [real, type, token]);

  useEffect(() => {
    if (real || type !== KycProviderType.EmbeddedWidget) return;
    const listen = (event: MessageEvent) => {
      const data = event.data as { source?: string; type?: string } | null;
      if (event.origin !== window.location.origin || data?.source !== 'sandbox-kyc') return;
      if (data.type === 'completed') handlers.current.onDone();
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [real, type]);

  if (name === 'sumsub')
    return (
      <div className="kyc-sdk">
        <div ref={container} className="kyc-sdk__host" />
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {t('kyc.cancel')}
        </button>
      </div>
    );
  if (real || type !== KycProviderType.EmbeddedWidget)
    return session.done ? null : (
      <p className="kyc-step__note" role="status">
        {t('kyc.loadingProvider')}
      </p>
    );
  return (
    <div className="kyc-frame">
      <iframe
        className="kyc-frame__widget"
        title={t('kyc.frameTitle')}
        src={`/kyc/sandbox/widget?token=${encodeURIComponent(token)}`}
      />
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        {t('kyc.cancel')}
      </button>
    </div>
  );
}
