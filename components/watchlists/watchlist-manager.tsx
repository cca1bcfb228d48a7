"use client";

import Link from "next/link";
import { useState, type FormEvent } from "react";
import { useHasStoredToken } from "@/components/auth/stored-token";
import { loadWatchlists } from "@/components/data/endpoint-loaders/watchlists";
import { useEndpoint } from "@/components/data/use-endpoint";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { TextField } from "@/components/ui/text-field";
import { WATCHLIST_TOASTS } from "@/lib/watchlists/bulk-add-messages";
import { MAX_WATCHLIST_NAME_LENGTH, MAX_WATCHLISTS_PER_MEMBER } from "@/lib/watchlists/watchlist-rules";
import { createWatchlistWithToasts } from "./watchlist-calls";
import { WatchlistItemsPanel } from "./watchlist-items-panel";
import { WatchlistListRow } from "./watchlist-list-row";
import styles from "./watchlists.module.css";

const NO_INPUT = {};

/** The /watchlist page's working part: the member's lists on the left, the chosen list's funds on the right. */
export function WatchlistManager() {
  const member = useHasStoredToken();
  const lists = useEndpoint(loadWatchlists, member ? NO_INPUT : null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [creating, setCreating] = useState(false);

  const all = lists.data ?? [];
  const selected = all.find((l) => l.id === selectedId) ?? all[0] ?? null;

  async function create(event: FormEvent) {
    event.preventDefault();
    setCreating(true);
    const created = await createWatchlistWithToasts(name);
    setCreating(false);
    if (!created) return;
    setName("");
    const fresh = await lists.mutate();
    const newest = fresh?.at(-1);
    if (newest) setSelectedId(newest.id);
  }

  if (!member) {
    return (
      <p>
        <Link href="/login">Log in</Link> to see and manage your watchlists.
      </p>
    );
  }

  // A load that failed is said so, with a retry: never the empty state of a member who has no lists.
  if (lists.error && !lists.data) {
    return (
      <div role="alert">
        <p>{WATCHLIST_TOASTS.listsFailed}</p>
        <Button type="button" onClick={() => void lists.mutate()}>
          Try again
        </Button>
      </div>
    );
  }

  // Lists and the create form appear with the member's lists; until then (and while a refused call sends the
  // member to the login page) only the spinner.
  if (!lists.data) return <Spinner label="Loading your watchlists" />;

  return (
    <div className={styles.layout}>
      <section className={styles.lists} aria-labelledby="your-watchlists">
        <h2 id="your-watchlists">Your watchlists</h2>
        {all.length === 0 ? (
          <p className={styles.empty}>You have no watchlists yet. Name your first one below.</p>
        ) : null}
        <ul className={styles.listItems}>
          {all.map((list) => (
            <WatchlistListRow
              key={list.id}
              list={list}
              selected={selected?.id === list.id}
              onSelect={() => setSelectedId(list.id)}
              onChanged={(deleted) => {
                if (deleted && selected?.id === list.id) setSelectedId(null);
                void lists.mutate();
              }}
            />
          ))}
        </ul>
        {all.length < MAX_WATCHLISTS_PER_MEMBER ? (
          <form className={styles.createForm} onSubmit={create} noValidate>
            <TextField
              label="New watchlist name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={MAX_WATCHLIST_NAME_LENGTH * 2}
              autoComplete="off"
            />
            <Button type="submit" loading={creating}>
              Create
            </Button>
          </form>
        ) : (
          <p className={styles.muted}>
            You have {MAX_WATCHLISTS_PER_MEMBER} watchlists, the most you can keep. Delete one to create another.
          </p>
        )}
      </section>
      {selected ? (
        <WatchlistItemsPanel key={selected.id} list={selected} onItemsChanged={() => void lists.mutate()} />
      ) : (
        <section>
          <h2>Start a watchlist</h2>
          <p className={styles.empty}>
            Create a watchlist, then star funds in the <Link href="/mutual-funds/mutual-fund-screener">screener</Link>{" "}
            to follow their NAV, returns and costs here.
          </p>
        </section>
      )}
    </div>
  );
}
