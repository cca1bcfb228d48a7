"use client";

import { useId, useState } from "react";
import { Icon } from "@/components/icons/icon";
import styles from "./header.module.css";

export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <div className={styles.dropdown}>
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="bell" />
      </button>
      <div id={panelId} className={styles.dropdownPanel} hidden={!open} role="status">
        <p className={styles.emptyNote}>You have no new notifications.</p>
      </div>
    </div>
  );
}
