import Link from "next/link";
import { PlannedPage } from "@/components/layout/planned-page";
import { metadataFor } from "@/lib/routes/metadata";
import { routeFor } from "@/lib/routes/route-table";
import styles from "./home.module.css";

const route = routeFor("/");
export const metadata = metadataFor(route);

// The top navigation is hidden here (spec section 2), so the landing page carries its own entry points.
export default function Home() {
  return (
    <PlannedPage title={route.title} summary={route.summary}>
      <nav aria-label="Get started" className={styles.actions}>
        <Link href="/signup" className={styles.primary}>
          Sign Up
        </Link>
        <Link href="/login" className={styles.secondary}>
          Login
        </Link>
        <Link href="/mutual-funds/mutual-fund-screener">Explore mutual funds</Link>
        <Link href="/calculators">Calculators</Link>
      </nav>
    </PlannedPage>
  );
}
