-- Issue 37 point 5: a manual transaction dated before the site's first NAV of its fund is recorded with the member's
-- own units and price (or amount and units), and says so wherever it is shown; a statement's rows never are.
ALTER TABLE "portfolio_transactions" ADD COLUMN IF NOT EXISTS "own_figures" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" DROP CONSTRAINT IF EXISTS "portfolio_transactions_own_figures_check";
--> statement-breakpoint
ALTER TABLE "portfolio_transactions" ADD CONSTRAINT "portfolio_transactions_own_figures_check"
  CHECK (NOT "own_figures" OR "source" = 'manual');
