import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Challenge details (evaluation issue). */
export default function ChallengeScreen() {
  return <ComingSoon titleKey="challengeDetails" />;
}
