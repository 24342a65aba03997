/* Contrato: the verdict page's engine, in a module worker (docs/javascripts/verdict/verdict.js
 * starts it). It loads Pyodide from the site (runtime/pyodide-<version>/, never another host),
 * a trimmed standard library (runtime/stdlib-<hash>.zip: the .pyc of what the verdict
 * imports) and the engine bundle (runtime/contrato-<hash>.zip: the .pyc of the rules engine,
 * the question layer, the languages and the verdict — the same Python as `contrato verdict` —
 * and their texts), then answers the page's requests with generator/verdict/browser.py.
 * Everything is built by generator/site/runtime.py.
 *
 * Later opens start in about a second: after the first start on this device, once the first
 * answer is out, the worker keeps a memory snapshot of the started Python (Pyodide's
 * makeMemorySnapshot: the interpreter with the engine imported), gzipped, in Cache Storage
 * ("contrato-snapshot"), under a key naming the runtime, the standard library and the
 * bundle (all three carry their version or hash: a new build never restores an old
 * snapshot). The next worker restores it instead of starting Python and importing the engine
 * again, unpacks the bundle's files again (a snapshot keeps memory, not files) and reseeds
 * `random`. Any failure there (no snapshot API, a corrupt or foreign snapshot, an engine
 * that does not answer) is said in the console, the snapshot is dropped and Python starts
 * afresh. The snapshot is made here, on the device, never shipped.
 *
 * Messages from the page:   {op: "load", runtime, stdlib, rest, bundle, lock, total}
 *                           {id, op: "rule" | "decode" | "canonical" | "yaml", arg}
 * Messages to the page:     {op: "progress", loaded, total}  bytes received so far
 *                           {op: "starting"}                 every byte is in: Python starts
 *                           {op: "ready", start}             "snapshot" or "fresh"
 *                           {op: "failed", error}
 *                           {op: "kept-start"}               the snapshot is kept
 *                           {id, result} (the JSON answer of browser.py, parsed)
 *                           {id, error}  (a fault of the tool itself, not of the situation)
 */
const SNAPSHOTS = "contrato-snapshot";
const REST_PATH = "/lib/python-rest.zip";
let api = null;
let py = null;
let loaded = 0;
let total = 0;
let starting = false;
let snapshotKey = null;         // where this start's snapshot is kept (a URL: a cache key)
let snapshotWanted = false;     // a fresh start: keep a snapshot once the first answer is out

//: when each step ended (ms since the worker started): the benchmark reads them
const times = self.contratoTimes = {};
function mark(name) { times[name] = Math.round(performance.now()); }

function say(msg) { self.postMessage(msg); }

function startingNow() {
  if (!starting) { starting = true; say({ op: "starting" }); }
}

function counted(response) {
  // the same response, counting the bytes of its body as they arrive (the progress bar);
  // the body arrives decoded, so the count is of the files' own sizes, whatever the host sent
  if (!response.ok || !response.body) { return response; }
  const reader = response.body.getReader();
  const stream = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) { controller.close(); return; }
      loaded += value.byteLength;
      say({ op: "progress", loaded, total });
      if (total && loaded >= total) { startingNow(); }
      controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); }
  });
  return new Response(stream, { status: response.status, statusText: response.statusText,
                                headers: response.headers });
}

async function bytesOf(fetching, url) {
  const response = await fetching(url);
  if (!response.ok) { throw new Error(response.status + " " + url); }
  return new Uint8Array(await response.arrayBuffer());
}

// --- the snapshot in Cache Storage -----------------------------------------------------------

function snapshotsPossible() {
  return typeof caches !== "undefined" && typeof CompressionStream !== "undefined" &&
         typeof DecompressionStream !== "undefined";
}

async function snapshotKept() {
  // whether a snapshot is kept for this runtime (a quick look: its bytes are read later)
  if (!snapshotsPossible()) { return false; }
  return !!(await (await caches.open(SNAPSHOTS)).match(snapshotKey));
}

async function readSnapshot() {
  // the kept snapshot's bytes (a failure to read them throws)
  const kept = await (await caches.open(SNAPSHOTS)).match(snapshotKey);
  if (!kept) { throw new Error("the kept snapshot is gone"); }
  try {
    const plain = kept.body.pipeThrough(new DecompressionStream("gzip"));
    return new Uint8Array(await new Response(plain).arrayBuffer());
  } catch (err) {
    throw new Error("the kept snapshot cannot be read: " + String(err && err.message || err));
  }
}

async function dropSnapshots(keep) {
  if (!snapshotsPossible()) { return; }
  const cache = await caches.open(SNAPSHOTS);
  for (const request of await cache.keys()) {
    if (request.url !== keep) { await cache.delete(request); }
  }
}

async function keepSnapshot() {
  snapshotWanted = false;
  if (!snapshotsPossible() || !py) { return; }
  try {
    const begun = performance.now();
    const bytes = py.makeMemorySnapshot();
    const gzipped = new Blob([bytes]).stream().pipeThrough(new CompressionStream("gzip"));
    const body = await new Response(gzipped).arrayBuffer();
    await dropSnapshots(snapshotKey);
    const cache = await caches.open(SNAPSHOTS);
    await cache.put(snapshotKey, new Response(body, {
      headers: { "Content-Type": "application/octet-stream", "X-Snapshot-Bytes": String(bytes.length) } }));
    times.kept = Math.round(performance.now() - begun);
    say({ op: "kept-start", bytes: bytes.length, ms: times.kept });
  } catch (err) {
    console.warn("contrato: the rules engine's start could not be kept for the next open (" +
                 String(err && err.message || err) + ")");
  }
}

// --- starting Python ---------------------------------------------------------------------------

function unpack(py, bytes, dir) {
  // the bundle into dir: a stored zip (as the build writes it) file by file, straight into
  // Pyodide's file system; any other zip through Pyodide's own unpackArchive
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let end = bytes.byteLength - 22;
  while (end >= 0 && view.getUint32(end, true) !== 0x06054b50) { end -= 1; }
  const files = [];
  let stored = end >= 0;
  if (stored) {
    const decoder = new TextDecoder();
    let at = view.getUint32(end + 16, true);
    for (let i = view.getUint16(end + 10, true); i > 0 && stored; i -= 1) {
      const nameLength = view.getUint16(at + 28, true);
      const local = view.getUint32(at + 42, true);
      const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
      stored = view.getUint32(at, true) === 0x02014b50 && view.getUint16(at + 10, true) === 0;
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      files.push([name, bytes.subarray(start, start + view.getUint32(at + 20, true))]);
      at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    }
  }
  if (!stored) {
    py.unpackArchive(bytes, "zip", { extractDir: dir });
    return;
  }
  for (const [name, data] of files) {
    if (name.endsWith("/")) { continue; }
    const path = dir + "/" + name;
    py.FS.mkdirTree(path.slice(0, path.lastIndexOf("/")));
    py.FS.writeFile(path, data);
  }
}

async function boot(loadPyodide, createModule, msg, snapshot) {
  // snapshot: null, or the promise of a kept snapshot's bytes (read while Pyodide fetches)
  const options = { indexURL: msg.runtime, stdLibURL: msg.stdlib, lockFileContents: msg.lock,
                    // Pyodide's fallback for packages is a CDN, and this page never asks
                    // another host (it loads no package; were one asked for, it would come
                    // from here)
                    packageBaseUrl: msg.runtime };
  if (snapshot) {
    // the memory to restore can be larger than the heap a new instance starts with: grow
    // the heap first (pyodide#6254), through the option made to wrap the module's creation
    options._loadSnapshot = snapshot;
    options.createPyodideModule = async (settings) => {
      const bytes = await snapshot;
      const heap = bytes.byteLength - new Uint32Array(bytes.buffer, bytes.byteOffset, 4)[1];
      const module = await createModule(settings);
      if (module.HEAP8.length < heap && !module.growMemory(heap)) {
        throw new Error("cannot grow the heap to " + heap + " bytes");
      }
      return module;
    };
  } else {
    options._makeSnapshot = snapshotsPossible();
    options.createPyodideModule = createModule;
  }
  return loadPyodide(options);
}

async function load(msg) {
  total = msg.total || 0;
  snapshotKey = msg.bundle.replace(/\.zip$/, ".snapshot") + "?stdlib=" +
    encodeURIComponent(msg.stdlib.split("/").pop()) + "&runtime=" +
    encodeURIComponent(msg.runtime.split("/").filter(Boolean).pop());
  const plainFetch = self.fetch;
  self.fetch = async (...args) => counted(await plainFetch(...args));
  try {
    mark("asked");
    // everything is asked for at once: the bundle, the glue (fetched and counted, then
    // imported from the cache), and, as soon as loadPyodide runs, CPython and the standard
    // library; the glue is awaited only when the module is created
    const bundleBytes = bytesOf(self.fetch, msg.bundle);
    bundleBytes.catch(() => {});
    const glue = bytesOf(self.fetch, msg.runtime + "pyodide.asm.mjs")
      .then(() => import(msg.runtime + "pyodide.asm.mjs")).then((module) => module.default);
    glue.catch(() => {});
    const createModule = (settings) => glue.then((create) => create(settings));
    const { loadPyodide } = await import(msg.runtime + "pyodide.mjs");
    let start = "fresh";
    let kept = false;
    try { kept = await snapshotKept(); } catch (err) { kept = false; }
    if (kept) {
      try {
        startingNow();
        const snapshot = readSnapshot();
        snapshot.catch(() => {});
        py = await boot(loadPyodide, createModule, msg, snapshot);
        mark("restored");
        unpack(py, await bundleBytes, "/contrato");
        mark("unpacked");
        py.runPython("import _contrato_runtime\n_contrato_runtime.after_restore()");
        api = py.pyimport("generator.verdict.browser");
        if (!JSON.parse(api.decode(JSON.stringify("penalty&hand=KC"))).ok) {
          throw new Error("the restored engine does not answer");
        }
        mark("checked");
        start = "snapshot";
      } catch (err) {
        times.restoreFailed = String(err && err.message || err);
        console.warn("contrato: the kept start of the rules engine could not be restored (" +
                     String(err && err.message || err) + "): starting it afresh");
        py = null;
        api = null;
        try { await dropSnapshots(null); } catch (e) { /* nothing kept, nothing to drop */ }
      }
    }
    if (!api) {
      py = await boot(loadPyodide, createModule, msg, null);
      mark("booted");
      startingNow();
      unpack(py, await bundleBytes, "/contrato");
      mark("unpacked");
      py.runPython("import sys\nsys.path.insert(0, '/contrato')\nimport _contrato_runtime\n" +
                   "_contrato_runtime.install(" + JSON.stringify(msg.rest) + ", " +
                   JSON.stringify(REST_PATH) + ", '/contrato/_contrato_rest.txt')");
      api = py.pyimport("generator.verdict.browser");
      api.warm_up();
      mark("warm");
      snapshotWanted = snapshotsPossible();
    }
    self.pyodide = py;          // for the tests and for whoever debugs the page
    say({ op: "ready", start, times });
  } catch (err) {
    say({ op: "failed", error: String(err && err.message || err) });
  } finally {
    self.fetch = plainFetch;
  }
}

self.onmessage = (event) => {
  const msg = event.data;
  if (msg.op === "load") { load(msg); return; }
  try {
    const out = api[msg.op](JSON.stringify(msg.arg));
    say({ id: msg.id, result: JSON.parse(out) });
  } catch (err) {
    say({ id: msg.id, error: String(err && err.message || err) });
  }
  // the first answer is out: keep this start for the next open, while the player reads
  if (snapshotWanted) { setTimeout(keepSnapshot, 0); snapshotWanted = false; }
};
