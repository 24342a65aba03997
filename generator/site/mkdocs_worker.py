"""One MkDocs build in its own process: ``python -m generator.site.mkdocs_worker JSON``.

``JSON`` holds ``config_file``, ``docs_dir``, ``site_dir``, ``site_url`` and ``overrides``
(more config keys). The build is strict: any MkDocs warning fails it. Warnings and errors go
to standard error; the exit status is 0 on success, 1 on failure.
:mod:`generator.site.build` starts one per language, in parallel.
"""

from __future__ import annotations

import json
import logging
import os
import sys


def main(argv: list[str] | None = None) -> int:
    job = json.loads((argv if argv is not None else sys.argv[1:])[0])
    os.environ.setdefault("NO_MKDOCS_2_WARNING", "1")
    from mkdocs.commands.build import build
    from mkdocs.config import load_config
    from mkdocs.exceptions import MkDocsException

    handler = logging.StreamHandler(sys.stderr)
    handler.setLevel(logging.WARNING)
    handler.setFormatter(logging.Formatter("%(levelname)s %(name)s: %(message)s"))
    logging.getLogger("mkdocs").addHandler(handler)
    try:
        config = load_config(job["config_file"], strict=True, docs_dir=job["docs_dir"],
                             site_dir=job["site_dir"], site_url=job["site_url"],
                             **job.get("overrides", {}))
        build(config)
    except MkDocsException as err:
        print(f"{type(err).__name__}: {err}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
