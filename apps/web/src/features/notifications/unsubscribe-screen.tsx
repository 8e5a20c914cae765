import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ResultCode } from '@portal/contract';
import { Banner } from '@portal/ui/widgets/banner.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { apiFailure } from '../../shared/api/base-query.ts';
import { useUnsubscribeMutation } from './api/notifications-api.ts';
import './notifications.css';

/**
 * An e-mail's unsubscribe link (/unsubscribe?token=…), without signing in: it asks first (a mail scanner that opens
 * the link changes nothing), then stops that kind's e-mails and says which.
 */
export default function UnsubscribeScreen() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const [unsubscribe, state] = useUnsubscribeMutation();
  const failure = apiFailure(state.error);
  const reason = (failure?.data as { reason?: string } | null | undefined)?.reason;
  const refusal =
    failure?.result === ResultCode.InvalidCode
      ? reason === 'expired'
        ? 'expired'
        : 'invalid'
      : failure
        ? 'error'
        : null;
  return (
    <div className="card unsubscribe-card flow">
      <h1>{t('notifications.unsubscribe.title')}</h1>
      {!token ? (
        <Banner variant="negative">{t('notifications.unsubscribe.missing')}</Banner>
      ) : state.data ? (
        <Banner variant="positive">
          {t('notifications.unsubscribe.done', { kind: t(`notifications.kinds.${state.data.kind}`) })}
        </Banner>
      ) : (
        <>
          {refusal && <Banner variant="negative">{t(`notifications.unsubscribe.${refusal}`)}</Banner>}
          {refusal !== 'invalid' && refusal !== 'expired' && (
            <>
              <p>{t('notifications.unsubscribe.question')}</p>
              <LoadingButton loading={state.isLoading} onClick={() => void unsubscribe(token)}>
                {t('notifications.unsubscribe.confirm')}
              </LoadingButton>
            </>
          )}
        </>
      )}
    </div>
  );
}
