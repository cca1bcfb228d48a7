"use client";

import { useEffect, useState, type FormEvent } from "react";
import { callLazily } from "@/components/data/lazy-call";
import { loadAddToWatchlists, loadWatchlists } from "@/components/data/endpoint-loaders/watchlists";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Dialog } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import { bulkAddToasts, WATCHLIST_TOASTS } from "@/lib/watchlists/bulk-add-messages";
import { MAX_WATCHLIST_NAME_LENGTH } from "@/lib/watchlists/watchlist-rules";
import { createWatchlistWithToasts } from "./watchlist-calls";
import styles from "./watchlists.module.css";

const NO_INPUT = {};

export interface AddToWatchlistDialogProps {
  schemeCode: number;
  fundName: string;
  onClose: () => void;
  /** After a save: `added` when the fund went into at least one list (the star then fills without waiting). */
  onSaved: (added: boolean) => void;
}

/** 'Add Fund To Watchlist': choose lists and save, or switch to 'Create a new watchlist'. */
export function AddToWatchlistDialog({ schemeCode, fundName, onClose, onSaved }: AddToWatchlistDialogProps) {
  const lists = useEndpoint(loadWatchlists, NO_INPUT);
  const [view, setView] = useState<"lists" | "create">("lists");
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (lists.error) toast.error(WATCHLIST_TOASTS.listsFailed, { id: "watchlists-failed" });
  }, [lists.error]);

  function toggle(id: string, checked: boolean) {
    setChosen((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const created = await createWatchlistWithToasts(name);
    setBusy(false);
    if (!created) return;
    setName("");
    setView("lists");
    await lists.mutate();
  }

  async function save() {
    if (chosen.size === 0) {
      toast.error(WATCHLIST_TOASTS.noneChosen);
      return;
    }
    setBusy(true);
    try {
      const results = await callLazily(loadAddToWatchlists, {
        body: [...chosen].map((watchlist_id) => ({ watchlist_id, scheme_code: schemeCode })),
      });
      for (const message of bulkAddToasts(results))
        (message.kind === "success" ? toast.success : toast.error)(message.text);
      setChosen(new Set());
      onSaved(results.some((result) => result.status === "success"));
      void lists.mutate();
      onClose();
    } catch {
      toast.error(WATCHLIST_TOASTS.saveFailed);
    } finally {
      setBusy(false);
    }
  }

  if (view === "create") {
    return (
      <Dialog open onClose={onClose} title="Create a new watchlist" description={`Then save ${fundName} to it.`}>
        <form className={styles.createForm} onSubmit={create} noValidate>
          <TextField
            label="Watchlist name"
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_WATCHLIST_NAME_LENGTH * 2}
            autoComplete="off"
            autoFocus
          />
          <div className={styles.dialogActions}>
            <Button variant="ghost" onClick={() => setView("lists")}>
              Back to your watchlists
            </Button>
            <Button type="submit" loading={busy}>
              Create
            </Button>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Add Fund To Watchlist"
      description={fundName}
      footer={
        <>
          <Button variant="secondary" onClick={() => setView("create")}>
            Create a Watchlist
          </Button>
          <Button onClick={save} loading={busy}>
            Save to Watchlist
          </Button>
        </>
      }
    >
      {lists.isLoading ? (
        <Spinner label="Loading your watchlists" />
      ) : lists.data && lists.data.length > 0 ? (
        <fieldset className={styles.choices}>
          <legend className={styles.legend}>Your watchlists</legend>
          {lists.data.map((list) => (
            <Checkbox
              key={list.id}
              label={`${list.user_defined_name} (${list.item_count})`}
              checked={chosen.has(list.id)}
              onCheckedChange={(checked) => toggle(list.id, checked)}
            />
          ))}
        </fieldset>
      ) : lists.data ? (
        <p className={styles.empty}>You have no watchlists yet. Create one to save this fund.</p>
      ) : null}
    </Dialog>
  );
}
