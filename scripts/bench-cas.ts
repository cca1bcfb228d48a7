// npm run bench:cas: parses a SYNTHETIC 1,000-transaction detailed statement (AES-256, as registrars send them)
// the way an upload is parsed, and prints time and peak memory as a Markdown table. Nothing is asserted; the goal
// (issue 24) is under 2 s and under 200 MB. Needs qpdf (apt-get install qpdf) to encrypt the statement.
import { parseStatement } from "@/lib/cas/parse/parse-statement";
import { encryptPdf } from "@/lib/cas/testing/encrypt-pdf";
import { largeStatement } from "@/lib/cas/testing/large-statement";
import { renderDetailed } from "@/lib/cas/testing/render-statements";

const ROWS = Number(process.env.BENCH_CAS_ROWS ?? 1000);
const RUNS = Number(process.env.BENCH_CAS_RUNS ?? 3);
const PASSWORD = "Bench#2025";
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);

async function main(): Promise<void> {
  const statement = largeStatement(ROWS);
  const rows = statement.folios.flatMap((f) => f.schemes).reduce((n, s) => n + s.rows.length, 0);
  const pdf = encryptPdf(await renderDetailed(statement, { registrar: "CAMS" }), PASSWORD);

  const results: { seconds: number; cpu: number; peak: number }[] = [];
  for (let run = 0; run < RUNS; run++) {
    global.gc?.();
    const baseline = process.memoryUsage.rss();
    let peak = baseline;
    const watch = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const parsed = await parseStatement(pdf, PASSWORD);
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpuBefore);
    // CPU time of every thread (the PDF is read in a worker): what the parse costs on an idle machine.
    const cpu = (used.user + used.system) / 1e6;
    clearInterval(watch);
    peak = Math.max(peak, process.memoryUsage.rss());
    const read = parsed.folios.flatMap((f) => f.schemes).reduce((n, s) => n + s.rows.length, 0);
    if (read !== rows) throw new Error(`read ${read} rows of ${rows}`);
    results.push({ seconds, cpu, peak: peak - baseline });
  }
  const median = [...results].sort((a, b) => a.seconds - b.seconds)[Math.floor(results.length / 2)]!;
  const worstPeak = Math.max(...results.map((r) => r.peak));
  console.log(`\n### CAS parse (SYNTHETIC detailed statement, AES-256)\n`);
  console.log(
    "| rows | PDF size | runs | parse time (median) | parse time (max) | CPU time (median) | peak extra memory (max) | goal |",
  );
  console.log("| --- | --- | --- | --- | --- | --- | --- | --- |");
  console.log(
    `| ${rows} | ${(pdf.length / 1024).toFixed(0)} KB | ${RUNS} | ${median.seconds.toFixed(2)} s | ${Math.max(...results.map((r) => r.seconds)).toFixed(2)} s | ${median.cpu.toFixed(2)} s | ${mb(worstPeak)} MB | under 2 s and 200 MB |`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
