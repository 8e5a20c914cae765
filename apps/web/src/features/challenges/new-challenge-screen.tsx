import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** New challenge (buying issue). */
export default function NewChallengeScreen() {
  return <ComingSoon titleKey="newChallenge" />;
}
