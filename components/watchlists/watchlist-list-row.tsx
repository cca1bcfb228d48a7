"use client";

import { useState, type FormEvent } from "react";
import { callLazily } from "@/components/data/lazy-call";
import { loadDeleteWatchlist, loadRenameWatchlist } from "@/components/data/endpoint-loaders/watchlists";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { TextField } from "@/components/ui/text-field";
import { toast } from "@/components/ui/toast";
import type { Watchlist } from "@/lib/api/schemas/watchlists";
import { cleanWatchlistName, MAX_WATCHLIST_NAME_LENGTH } from "@/lib/watchlists/watchlist-rules";
import styles from "./watchlists.module.css";

export interface WatchlistListRowProps {
  list: Watchlist;
  selected: boolean;
  onSelect: () => void;
  /** After a rename or a delete: the lists reload. */
  onChanged: (deleted: boolean) => void;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "Something went wrong. Please try again.";

/** One of the member's lists: select it, rename it inline, or delete it after confirming. */
export function WatchlistListRow({ list, selected, onSelect, onChanged }: WatchlistListRowProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.user_defined_name);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const cleaned = cleanWatchlistName(name);
    if (!cleaned.ok) {
      toast.error(cleaned.message);
      return;
    }
    setBusy(true);
    try {
      await callLazily(loadRenameWatchlist, { params: { id: list.id }, body: { name: cleaned.name } });
      toast.success("Watchlist renamed.");
      setEditing(false);
      onChanged(false);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await callLazily(loadDeleteWatchlist, { params: { id: list.id } });
      toast.success(`Deleted the watchlist ${list.user_defined_name}.`);
      setConfirming(false);
      onChanged(true);
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className={styles.listRow} data-selected={selected}>
      {editing ? (
        <form
          className={styles.renameForm}
          onSubmit={rename}
          onKeyDown={(e) => e.key === "Escape" && setEditing(false)}
        >
          <TextField
            label={`New name for ${list.user_defined_name}`}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={MAX_WATCHLIST_NAME_LENGTH * 2}
            autoFocus
          />
          <Button type="submit" size="sm" loading={busy}>
            Save
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setEditing(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <>
          <button type="button" className={styles.listButton} aria-current={selected} onClick={onSelect}>
            {list.user_defined_name} <span className={styles.listCount}>({list.item_count})</span>
          </button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Rename ${list.user_defined_name}`}
            onClick={() => (setName(list.user_defined_name), setEditing(true))}
          >
            Rename
          </Button>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Delete ${list.user_defined_name}`}
            onClick={() => setConfirming(true)}
          >
            Delete
          </Button>
        </>
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title="Delete this watchlist?"
        description={`${list.user_defined_name} and the ${list.item_count} fund(s) saved in it will be removed. The funds themselves are not affected.`}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button onClick={remove} loading={busy}>
              Delete watchlist
            </Button>
          </>
        }
      />
    </li>
  );
}
