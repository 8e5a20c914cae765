import type { Overview } from './api/overview-api.ts';
import type { OverviewLinks } from './overview-links.ts';
import type { TableExport } from './table-export.tsx';

/** What every section of the overview is given: the figures, the lists its counts open, its tables' exports. */
export type SectionProps = { o: Overview; links: OverviewLinks; exported: TableExport };
