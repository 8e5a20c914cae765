import { GuestFrame } from './guest-frame.tsx';

/** Pages anyone may open, signed in or not (a certificate's authenticity page): the guest look, no redirect. */
export function PublicLayout() {
  return <GuestFrame fixedLogo={false} />;
}
