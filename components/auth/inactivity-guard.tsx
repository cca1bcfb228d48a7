"use client";

import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ACTIVITY_EVENTS, inactivityPhase, type InactivityPhase } from "@/lib/auth/inactivity";
import { useAuth } from "./auth-context";

const TICK_MS = 1000;

/**
 * Inactivity (members only): after 15 minutes without activity a dialog counts down the
 * 5-minute grace period in seconds; at zero the member is logged out. Activity does not count while the
 * warning shows: only Continue (or closing the dialog) resets the timer.
 */
export function InactivityGuard() {
  const { logout } = useAuth();
  const lastActivity = useRef(0);
  const warning = useRef(false);
  const expired = useRef(false);
  const [phase, setPhase] = useState<InactivityPhase>({ kind: "active" });

  useEffect(() => {
    lastActivity.current = Date.now();
    const onActivity = () => {
      if (!warning.current) lastActivity.current = Date.now();
    };
    // Capture, so that scrolling inside a panel (scroll does not bubble) counts too.
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { capture: true, passive: true });
    const timer = window.setInterval(() => {
      const next = inactivityPhase(lastActivity.current, Date.now());
      warning.current = next.kind !== "active";
      setPhase((previous) => (sameSecond(previous, next) ? previous : next));
      if (next.kind === "expired" && !expired.current) {
        expired.current = true;
        void logout();
      }
    }, TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
      window.clearInterval(timer);
    };
  }, [logout]);

  function resume() {
    lastActivity.current = Date.now();
    warning.current = false;
    setPhase({ kind: "active" });
  }

  return (
    <Dialog
      open={phase.kind === "warning"}
      onClose={resume}
      title="Are you still there?"
      description="You have not used the site for 15 minutes. For your security you will be logged out automatically."
      closeLabel="Continue and stay logged in"
      footer={
        <>
          <Button variant="secondary" onClick={() => void logout()}>
            Logout
          </Button>
          <Button onClick={resume}>Continue</Button>
        </>
      }
    >
      {phase.kind === "warning" ? (
        <p role="timer">
          Logging out in <strong>{phase.secondsLeft}</strong> {phase.secondsLeft === 1 ? "second" : "seconds"}.
        </p>
      ) : null}
    </Dialog>
  );
}

function sameSecond(a: InactivityPhase, b: InactivityPhase): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind !== "warning" || b.kind !== "warning" || a.secondsLeft === b.secondsLeft;
}
