import type { ScreenerChip } from "@/lib/screener/screener-chips";
import type { ScreenerState } from "@/lib/screener/screener-url-state";
import styles from "./screener.module.css";

/** One removable chip per chosen filter. */
export function FilterChips({ chips, onRemove }: { chips: readonly ScreenerChip[]; onRemove: (next: ScreenerState) => void }) {
  if (chips.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Chosen filters">
      {chips.map((chip) => (
        <li key={chip.id}>
          <button type="button" className={styles.chip} aria-label={`Remove filter ${chip.label}`} onClick={() => onRemove(chip.without)}>
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
