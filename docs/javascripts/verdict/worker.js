/* Contrato: the verdict page's engine, in a module worker (docs/javascripts/verdict/verdict.js
 * starts it). It loads Pyodide from the site (runtime/pyodide-<version>/, never another host)
 * and the engine bundle (runtime/contrato-<hash>.zip: the rules engine, the question layer,
 * the languages and the verdict, the same Python files as `contrato verdict`), then answers
 * the page's requests with generator/verdict/browser.py.
 *
 * Messages from the page:   {op: "load", runtime, bundle}
 *                           {id, op: "rule" | "decode" | "canonical" | "yaml", arg}
 * Messages to the page:     {op: "progress", loaded}         bytes received so far
 *                           {op: "ready"} | {op: "failed", error}
 *                           {id, result} (the JSON answer of browser.py, parsed)
 *                           {id, error}  (a fault of the tool itself, not of the situation)
 */
let api = null;
let loaded = 0;

function counted(response) {
  // the same response, counting the bytes of its body as they arrive (the progress bar)
  if (!response.ok || !response.body) { return response; }
  const reader = response.body.getReader();
  const stream = new ReadableStream({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) { controller.close(); return; }
      loaded += value.byteLength;
      self.postMessage({ op: "progress", loaded });
      controller.enqueue(value);
    },
    cancel(reason) { return reader.cancel(reason); }
  });
  return new Response(stream, { status: response.status, statusText: response.statusText,
                                headers: response.headers });
}

async function load(msg) {
  const plainFetch = self.fetch;
  self.fetch = async (...args) => counted(await plainFetch(...args));
  try {
    const { loadPyodide } = await import(msg.runtime + "pyodide.mjs");
    const [py, bundle] = await Promise.all([
      // packageBaseUrl too: Pyodide's fallback for packages is a CDN, and this page never
      // asks another host (it loads no package; were one asked for, it would come from here)
      loadPyodide({ indexURL: msg.runtime, packageBaseUrl: msg.runtime }),
      self.fetch(msg.bundle).then((r) => {
        if (!r.ok) { throw new Error(r.status + " " + msg.bundle); }
        return r.arrayBuffer();
      })
    ]);
    py.unpackArchive(new Uint8Array(bundle), "zip", { extractDir: "/contrato" });
    py.runPython("import sys\nsys.path.insert(0, '/contrato')");
    api = py.pyimport("generator.verdict.browser");
    api.warm_up();
    self.postMessage({ op: "ready" });
  } catch (err) {
    self.postMessage({ op: "failed", error: String(err && err.message || err) });
  } finally {
    self.fetch = plainFetch;
  }
}

self.onmessage = (event) => {
  const msg = event.data;
  if (msg.op === "load") { load(msg); return; }
  try {
    const out = api[msg.op](JSON.stringify(msg.arg));
    self.postMessage({ id: msg.id, result: JSON.parse(out) });
  } catch (err) {
    self.postMessage({ id: msg.id, error: String(err && err.message || err) });
  }
};
