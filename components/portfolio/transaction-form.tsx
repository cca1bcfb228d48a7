"use client";

import { useState, type FormEvent } from "react";
import { FundCombobox } from "@/components/compare/fund-combobox";
import { callLazily } from "@/components/data/lazy-call";
import { loadAddTransaction } from "@/components/data/endpoint-loaders/portfolio";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { NumberField } from "@/components/ui/number-field";
import { Select } from "@/components/ui/select";
import { toast } from "@/components/ui/toast";
import styles from "./portfolio.module.css";

const KINDS = [
  { value: "buy", label: "Purchase (lumpsum)" },
  { value: "sip", label: "SIP instalment" },
  { value: "sell", label: "Redemption (sale)" },
] as const;

type Kind = (typeof KINDS)[number]["value"];

/** Why a purchase's units are a little fewer than amount ÷ NAV (priceTransaction, lib/portfolio/purchase-units.ts). */
const PURCHASE_HELP =
  "Priced at the NAV of the date. From 1 July 2020 a purchase pays 0.005% stamp duty, so it buys slightly fewer units, as on your statement.";

/** Why a member gives their own figures, and what becomes of them (addTransaction, lib/portfolio/portfolio-queries.ts). */
export const OWN_FIGURES_HELP =
  "Only for a date before this site's NAV history of the fund. Give the units and the price a unit, or the amount, or both (they must agree); they are recorded and shown as your own figures.";

type Entry = "amount" | "units" | "own";
const ENTRIES: readonly { value: Entry; label: string }[] = [
  { value: "amount", label: "Amount in rupees" },
  { value: "units", label: "Units" },
  { value: "own", label: "Units and price, from my statement" },
];

/** What the date box and the form say about a missing, unreadable or future date. */
export const TRANSACTION_DATE_MESSAGE =
  "Enter the date of the transaction, from 1990 to today: a transaction cannot be in the future.";

/** Records one transaction: a fund (search), what happened, when, and the amount or the units. */

export function TransactionForm({ today, onAdded }: { today: string; onAdded: () => void }) {
  const [fund, setFund] = useState<{ code: number; name: string } | null>(null);
  const [kind, setKind] = useState<Kind>("buy");
  const [date, setDate] = useState<string | null>(today);
  const [by, setBy] = useState<Entry>("amount");
  const [value, setValue] = useState<number | null>(null);
  const [price, setPrice] = useState<number | null>(null);
  const [paid, setPaid] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  /** Record was pressed without a date the form takes: the date box says why (once; not again in the form's alert). */
  const [dateAsked, setDateAsked] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!fund) return setProblem("Choose a fund first.");
    if (!date) {
      setProblem(null);
      return setDateAsked(true);
    }
    if (!value || value <= 0)
      return setProblem(by === "amount" ? "Enter the amount in rupees." : "Enter the number of units.");
    if (by === "own" && !price && !paid)
      return setProblem("Enter the price a unit or the amount, from your statement.");
    setProblem(null);
    setBusy(true);
    const figures =
      by === "own"
        ? { units: value, ...(price ? { nav: price } : {}), ...(paid ? { amount: paid } : {}) }
        : { [by]: value };
    try {
      await callLazily(loadAddTransaction, { body: { scheme_code: fund.code, kind, date, ...figures } });
      toast.success(`Recorded: ${KINDS.find((k) => k.value === kind)!.label.toLowerCase()} of ${fund.name}.`);
      setValue(null);
      setPrice(null);
      setPaid(null);
      onAdded();
    } catch (error) {
      toast.error(
        error instanceof Error && error.message
          ? error.message
          : "The transaction could not be recorded. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="add-transaction">
      <h2 id="add-transaction">Record a transaction</h2>
      {fund ? (
        <p>
          Fund: <strong>{fund.name}</strong>{" "}
          <Button size="sm" variant="ghost" onClick={() => setFund(null)}>
            Change
          </Button>
        </p>
      ) : (
        <FundCombobox
          label="Fund"
          helpText="Type two letters or more of the fund's or fund house's name."
          chosen={[]}
          onPick={(plan) => (setFund({ code: plan.scheme_code, name: plan.plan_display_name }), true)}
        />
      )}
      <div className={styles.fields}>
        <Select label="Transaction" value={kind} onChange={(e) => setKind(e.target.value as Kind)} options={KINDS} />
        <DateField
          label="Date"
          value={date}
          onValueChange={setDate}
          maxDate={today}
          minDate="1990-01-01"
          invalidMessage={TRANSACTION_DATE_MESSAGE}
          error={dateAsked && !date ? TRANSACTION_DATE_MESSAGE : undefined}
        />
        <Select label="Enter" value={by} onChange={(e) => setBy(e.target.value as Entry)} options={ENTRIES} />
        <NumberField
          label={by === "amount" ? "Amount" : "Units"}
          unit={by === "amount" ? "₹" : undefined}
          value={value}
          onValueChange={setValue}
          min={0}
          max={by === "amount" ? 1e10 : 1e9}
          helpText={by === "own" ? OWN_FIGURES_HELP : kind === "sell" ? undefined : PURCHASE_HELP}
        />
        {by === "own" ? (
          <>
            <NumberField label="Price a unit" unit="₹" value={price} onValueChange={setPrice} min={0} max={1e7} />
            <NumberField label="Amount" unit="₹" value={paid} onValueChange={setPaid} min={0} max={1e10} />
          </>
        ) : null}
      </div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      <Button type="submit" loading={busy}>
        Record
      </Button>
    </form>
  );
}
