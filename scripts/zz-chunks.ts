import { createChunkSizer, pageScripts } from "./bench/first-load-js";
const base = "http://127.0.0.1:3100";
const sizer = createChunkSizer();
(async () => {
  const baseSet = new Set((await pageScripts(base + "/about", sizer)).files.map((f) => f.url));
  for (const p of process.argv.slice(2)) {
    const s = await pageScripts(base + p, sizer);
    console.log(p, (s.total.gzipBytes / 1024).toFixed(1));
    for (const f of s.files) if (!baseSet.has(f.url)) console.log(`  ${(f.gzipBytes / 1024).toFixed(1)} kB  ${f.url.replace(base, "")}`);
  }
})();
