// Contrato's build, inside Pyodide under Node.js (run by generator/site/runtime.py):
//
//     node pyodide_tool.mjs <pyodide folder> <work folder>
//
// Starts Pyodide from the npm package's files (the folder holding pyodide.mjs) as the
// page's worker does (docs/javascripts/verdict/worker.js): unpacks /work/bundle.zip (the
// bundle's sources) into /contrato with Pyodide's own unpackArchive and runs trace() of
// generator/site/in_pyodide.py (in the bundle as _contrato_runtime.py) on /work/spec.json;
// then, as the worker does on a later open, makes a memory snapshot, restores it into a new
// Pyodide, unpacks the bundle again and runs build(), which traces again and compiles the
// bytecode with Pyodide's own CPython (the magic number of the page's). The work folder is
// mounted at /work (read and written through Node's file system). Nothing is fetched from a
// network: every file is local.
import path from "node:path";
import { readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";

const [pyodideDir, workDir] = process.argv.slice(2).map((p) => path.resolve(p));
const url = (name) => pathToFileURL(path.join(pyodideDir, name)).href;
const { loadPyodide } = await import(url("pyodide.mjs"));
const createModule = (await import(url("pyodide.asm.mjs"))).default;
const bundle = new Uint8Array(readFileSync(path.join(workDir, "bundle.zip")));
// PYTHONNODEBUGRANGES: the bytecode keeps each instruction's line, not its columns (the
// carets under a traceback's line): a third smaller, and a traceback still names the line
const options = { indexURL: pyodideDir + "/", stdout: () => {},
                  stderr: (s) => process.stderr.write(s + "\n"),
                  env: { PYTHONNODEBUGRANGES: "1" } };

function ready(py) {
  py.unpackArchive(bundle, "zip", { extractDir: "/contrato" });
  py.FS.mkdirTree("/work");
  py.FS.mount(py.FS.filesystems.NODEFS, { root: workDir }, "/work");
}

try {
  const py = await loadPyodide({ ...options, _makeSnapshot: true, createPyodideModule: createModule });
  ready(py);
  py.runPython(`
import sys
sys.path.insert(0, "/contrato")
import _contrato_runtime
_contrato_runtime.trace("/work/spec.json")
`);
  py.FS.unmount("/work");
  const snapshot = py.makeMemorySnapshot();
  const heap = snapshot.byteLength - new Uint32Array(snapshot.buffer, snapshot.byteOffset, 4)[1];
  const again = await loadPyodide({ ...options, _loadSnapshot: snapshot,
    createPyodideModule: async (settings) => {
      const module = await createModule(settings);
      if (module.HEAP8.length < heap) { module.growMemory(heap); }
      return module;
    } });
  ready(again);
  again.runPython(`
import _contrato_runtime
_contrato_runtime.build("/work/spec.json")
`);
} catch (err) {
  process.stderr.write(String(err && err.stack || err) + "\n");
  process.exit(1);
}
process.exit(0);
