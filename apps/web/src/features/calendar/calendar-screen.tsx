import { ComingSoon } from '../../shared/ui/coming-soon.tsx';

/** Economic calendar (sandbox platform issue). */
export default function CalendarScreen() {
  return <ComingSoon titleKey="exploreEconomicNews" />;
}
