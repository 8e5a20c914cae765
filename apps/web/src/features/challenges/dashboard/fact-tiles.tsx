import '../../../shared/ui/fact-list.css';

export type Tile = { key: string; label: string; value: string; sub?: string | undefined; tone?: Tone };
type Tone = 'positive' | 'negative' | undefined;

/** An amount's tone: gains positive, losses negative, nothing (or zero) none. */
export const toneOf = (minor: number | null): Tone =>
  minor === null || minor === 0 ? undefined : minor > 0 ? 'positive' : 'negative';

/** Figures as tiles of a grid: a label, a value in its tone, and an optional line under it. */
export function FactTiles({ tiles, className = '' }: { tiles: Tile[]; className?: string }) {
  return (
    <dl className={`fact-grid metrics-grid fact-list ${className}`.trim()}>
      {tiles.map((tile) => (
        <div key={tile.key} className="metrics-grid__tile" data-metric={tile.key}>
          <dt>{tile.label}</dt>
          <dd className={tile.tone ? `is-${tile.tone}` : undefined}>{tile.value}</dd>
          {tile.sub && <dd className="metrics-grid__sub">{tile.sub}</dd>}
        </div>
      ))}
    </dl>
  );
}
