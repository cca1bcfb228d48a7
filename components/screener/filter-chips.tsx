import type { ScreenerFilters } from "@/lib/api/schemas/screener";
import { screenerChips } from "@/lib/screener/screener-chips";
import type { ScreenerState } from "@/lib/screener/screener-url-state";
import styles from "./screener.module.css";

interface FilterChipsProps {
  state: ScreenerState;
  /** The filters name what the state holds (an AMC's name for its slug); null while they load. */
  filters: ScreenerFilters | null;
  onRemove: (next: ScreenerState) => void;
}

/** One removable chip per chosen filter. */
export function FilterChips({ state, filters, onRemove }: FilterChipsProps) {
  const chips = screenerChips(state, filters);
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter ${chip.label}`}
            onClick={() => onRemove(chip.without)}
          >
            {chip.label}
            <span aria-hidden="true" className={styles.chipX}>
              ×
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
