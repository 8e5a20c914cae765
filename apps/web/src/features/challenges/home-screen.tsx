import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Home: the trader's challenges (evaluation issue). */
export default function HomeScreen() {
  return <ComingSoon titleKey="home" />;
}
