import { once } from "node:events";
import { constants, createDeflateRaw } from "node:zlib";
import { PDFDocument, PDFName } from "pdf-lib";

const BLOCK = 16 * 1024 * 1024;

/**
 * A zlib stream that inflates to `blocks` x 16 MB of `pattern`, built from one deflated block repeated: a full flush
 * ends the block on a byte with the dictionary reset, so copies of it chain into one valid stream, and the test never
 * deflates (or holds) the gigabytes it stands for. The checksum is left zero: pdf.js does not read it.
 */
async function repeatedStream(pattern: string, blocks: number): Promise<Uint8Array> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  deflate.write(Buffer.alloc(BLOCK, pattern));
  await new Promise<void>((done) => deflate.flush(constants.Z_FULL_FLUSH, () => done()));
  const block = Buffer.concat(parts.splice(0));
  const ended = once(deflate, "end");
  deflate.end();
  await ended;
  const tail = Buffer.concat(parts);
  const zlibHeader = Buffer.from([0x78, 0xda]);
  return new Uint8Array(Buffer.concat([zlibHeader, ...Array<Buffer>(blocks).fill(block), tail, Buffer.alloc(4)]));
}

/** `pages` pages that all show the one content stream given. */
async function pagesPdf(content: Uint8Array, pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const stream = doc.context.register(doc.context.stream(content, { Filter: "FlateDecode", Length: content.length }));
  for (let i = 0; i < pages; i++) doc.addPage([595, 842]).node.set(PDFName.of("Contents"), stream);
  return doc.save();
}

/** One page whose content stream inflates to `gigabytes` GB of spaces (6 GB: a 6 MB file, issue 34's bomb). */
export async function spacesBombPdf(gigabytes: number): Promise<Uint8Array> {
  return pagesPdf(await repeatedStream(" ", gigabytes * 64), 1);
}

/**
 * A small file that costs seconds of CPU: `pages` pages showing one stream of 16 MB of save/restore operators,
 * each cheap to hold but read one by one, page after page (eight pages: a 17 kB file that would take about 20 s of
 * CPU on the 2-core test machine; the limit on decoded data stops it about halfway, the CPU budget otherwise).
 */
export async function cpuBombPdf(pages: number): Promise<Uint8Array> {
  return pagesPdf(await repeatedStream("q Q ", 1), pages);
}
