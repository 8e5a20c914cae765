import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Certificates. */
export default function CertificatesScreen() {
  return <ComingSoon titleKey="certificates" />;
}
