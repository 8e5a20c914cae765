import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageWithFallback } from '@portal/ui/widgets/image-with-fallback.tsx';
import { LoadingButton } from '@portal/ui/widgets/loading-button.tsx';
import { asApiError } from '../../shared/api/failure.ts';
import { useUploadBrandAssetMutation } from './api/brands-api.ts';
import { useToast } from '../../shared/toast/toasts.tsx';

const PLACEHOLDER =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="48"><rect width="120" height="48" rx="6" fill="#e5e7eb"/></svg>',
  );

/** The current logo or favicon, and an upload of a new one (the raw file as the body). */
export function BrandAsset({ brandId, kind, src }: { brandId: string; kind: 'logo' | 'favicon'; src: string | null }) {
  const [uploadAsset] = useUploadBrandAssetMutation();
  const { t } = useTranslation();
  const notify = useToast();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      // The brand reads again after it: its page shows the new file.
      await uploadAsset({ id: brandId, kind, file }).unwrap();
      notify(t('brands.uploaded_toast', { kind: t(`brands.${kind}`) }));
      setFile(null);
    } catch (caught) {
      setError(t(asApiError(caught).messageKey));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo-asset">
      <h3 className="bo-sub-title">{t(`brands.${kind}`)}</h3>
      <div className="bo-asset__preview">
        <ImageWithFallback
          src={src ?? undefined}
          fallbackSrc={PLACEHOLDER}
          alt={t('brands.currentAsset', { kind: t(`brands.${kind}`) })}
          className={kind === 'logo' ? 'bo-asset__logo' : 'bo-asset__favicon'}
        />
      </div>
      <label className="field__label" htmlFor={inputId}>
        {t('brands.newFile', { kind: t(`brands.${kind}`) })}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg,image/svg+xml,image/webp,image/x-icon,image/vnd.microsoft.icon"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
      />
      {error && <p className="field__error">{error}</p>}
      <LoadingButton type="button" variant="secondary" loading={busy} disabled={!file} onClick={() => void upload()}>
        {t('brands.upload')}
      </LoadingButton>
    </div>
  );
}
