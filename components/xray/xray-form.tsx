"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ScreenerPlan } from "@/lib/api/schemas/screener";
import { formatXraySelection, MAX_XRAY_FUNDS, parseXraySelection, XRAY_PATH } from "@/lib/xray/xray-selection";
import { FundCombobox } from "@/components/compare/fund-combobox";
import { Button } from "@/components/ui/button";
import styles from "./xray-form.module.css";

export interface XrayFormRow {
  scheme_code: number;
  name: string;
  /** As typed, in ₹. */
  amount: string;
}

/**
 * The funds and amounts of an X-ray. "Show the X-ray" moves to the address that holds them (?funds=code:amount,...),
 * which the server renders, so the address is the X-ray to share.
 */
export function XrayForm({ initial, shareable }: { initial: XrayFormRow[]; shareable: boolean }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [rows, setRows] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);
  const [copied, setCopied] = useState<string | null>(null);
  const full = rows.length >= MAX_XRAY_FUNDS;

  function add(plan: ScreenerPlan): boolean {
    if (rows.some((row) => row.scheme_code === plan.scheme_code)) {
      setMessage(`${plan.plan_display_name} is already in the X-ray.`);
      return false;
    }
    setMessage(null);
    setRows([...rows, { scheme_code: plan.scheme_code, name: plan.plan_display_name, amount: "" }]);
    return true;
  }

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = rows.map((row) => `${row.scheme_code}:${row.amount.replace(/[,\s₹]/g, "")}`).join(",");
    const parsed = parseXraySelection(text);
    if (!parsed.ok) {
      setMessage(parsed.message);
      return;
    }
    setMessage(null);
    startTransition(() => router.push(`${XRAY_PATH}?funds=${formatXraySelection(parsed.items)}`, { scroll: false }));
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(window.location.href);
      setCopied("Link copied: anyone who opens it sees this X-ray.");
    } catch {
      setCopied(`Copy this address: ${window.location.href}`);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby="xray-funds">
      <h2 id="xray-funds" className={styles.title}>
        Your funds ({rows.length} of {MAX_XRAY_FUNDS})
      </h2>
      {rows.length > 0 && (
        <ol className={styles.rows}>
          {rows.map((row, index) => (
            <li key={row.scheme_code} className={styles.row}>
              <label htmlFor={`xray-amount-${row.scheme_code}`} className={styles.name}>
                {row.name}
              </label>
              <span className={styles.amount}>
                ₹
                <input
                  id={`xray-amount-${row.scheme_code}`}
                  inputMode="decimal"
                  autoComplete="off"
                  placeholder="Amount"
                  value={row.amount}
                  onChange={(event) =>
                    setRows(rows.map((r, i) => (i === index ? { ...r, amount: event.target.value } : r)))
                  }
                />
              </span>
              <button
                type="button"
                className={styles.remove}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                Remove<span className="visually-hidden"> {row.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
      <FundCombobox
        label="Add a fund"
        helpText={
          full
            ? `${MAX_XRAY_FUNDS} funds chosen, the most one X-ray holds: remove one to add another.`
            : "Search by fund or fund-house name, then enter the amount you hold in it."
        }
        chosen={rows.map((row) => row.scheme_code)}
        onPick={add}
        disabled={full}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={rows.length === 0} loading={pending}>
          Show the X-ray
        </Button>
        {shareable && (
          <Button type="button" variant="secondary" onClick={copyLink}>
            Copy the link to this X-ray
          </Button>
        )}
      </div>
      {message && (
        <p role="alert" className={styles.message}>
          {message}
        </p>
      )}
      {copied && <p role="status">{copied}</p>}
      {pending && <p role="status">Working out the X-ray…</p>}
    </form>
  );
}
