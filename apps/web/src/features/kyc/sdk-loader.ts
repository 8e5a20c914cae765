/** The provider's SDK as its script defines it on window (the sandbox's /kyc/sandbox/sdk.js). */
export type KycSdk = {
  launch(options: {
    token: string;
    container?: HTMLElement;
    onComplete?: (result: { caseId: string }) => void;
    onClose?: () => void;
    onError?: (message: string) => void;
  }): { close(): void };
};

declare global {
  interface Window {
    SandboxKyc?: KycSdk;
  }
}

export const SDK_URL = '/kyc/sandbox/sdk.js';
let loading: Promise<KycSdk> | null = null;

/** Loads the provider's SDK script on demand, once, as a third-party SDK is loaded. */
export function loadKycSdk(): Promise<KycSdk> {
  if (window.SandboxKyc) return Promise.resolve(window.SandboxKyc);
  loading ??= new Promise<KycSdk>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SDK_URL;
    script.async = true;
    script.onload = () => (window.SandboxKyc ? resolve(window.SandboxKyc) : reject(new Error('sdk missing')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('sdk failed to load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}
