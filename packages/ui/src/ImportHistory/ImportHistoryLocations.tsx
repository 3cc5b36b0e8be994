import styles from './ImportHistory.module.css';

/** Where an import's customers ended up: pins from the file, found from the address, or none. */
export interface ImportLocations {
  /** Rows whose latitude and longitude columns placed the pin. */
  locatedFromFileCount: number;
  /** Rows geocoded from their address. */
  geocodedCount: number;
  /** The lines whose customer has no location afterwards, in file order. */
  needsPinLines: readonly number[];
}

const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;

/**
 * An import's locations: how many pins came from the file and how many were found from the
 * address, then each line left without one ("Line 7: needs a pin"), at most `limit` of them.
 */
export function ImportHistoryLocations({
  locations,
  limit = 100,
}: {
  locations: ImportLocations;
  limit?: number;
}) {
  const { locatedFromFileCount, geocodedCount, needsPinLines } = locations;
  const more = needsPinLines.length - limit;
  return (
    <>
      <span className={styles.detail}>
        {`Pins from the file: ${locatedFromFileCount} · Found from the address: ${geocodedCount} · Need a pin: ${needsPinLines.length}`}
      </span>
      {needsPinLines.length > 0 && (
        <ul className={styles.pinLines} aria-label="Rows that need a pin">
          {needsPinLines.slice(0, limit).map((line) => (
            <li key={line}>Line {line}: needs a pin</li>
          ))}
        </ul>
      )}
      {more > 0 && <p className={styles.more}>and {rows(more)} more.</p>}
    </>
  );
}
