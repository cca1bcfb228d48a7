-- Issue 35, the daily job. Every NAV import looks up the scheme master row listing one of a plan's ISINs for the
-- plans whose plan type or option AMFI's lines leave unsaid (about 460 on the real year): without an index each
-- lookup read all 15,700 master rows, 2.6 to 4.3 s of every daily job once the master is loaded. A statement's
-- ISINs are looked up in it the same way (lib/cas/resolve).
CREATE INDEX "scheme_master_isins_idx" ON "scheme_master" USING gin ("isins");
