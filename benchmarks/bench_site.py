"""The site: how long a full build takes, and the bytes a reader downloads per page.

Issue 31's figures first: the largest page against the 250 KB a page may weigh, and the
files a reader fetches only on stepping a replay (docs/hooks/replay_frames.py) or seeing a
plot (docs/hooks/site_weight.py)."""

from __future__ import annotations

import gzip
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
PAGE_BUDGET = 250_000  # tests/test_site.py SITE_PAGE_BUDGET


def build(site: Path, cache: Path) -> float:
    """`mkdocs build --strict` with an empty notebook cache; seconds of wall time."""
    env = {**os.environ, "NO_MKDOCS_2_WARNING": "1", "MKDOCS_JUPYTER_CACHE": str(cache)}
    command = [sys.executable, "-m", "mkdocs", "build", "--strict", "--site-dir", str(site)]
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True)
    return time.perf_counter() - start


def sizes(path: Path) -> tuple[int, int]:
    """Bytes, and bytes gzipped (what a server sends)."""
    data = path.read_bytes()
    return len(data), len(gzip.compress(data))


def run(quick: bool = False) -> list[dict[str, Any]]:
    with tempfile.TemporaryDirectory() as tmp:
        site = Path(tmp, "site")
        seconds = build(site, Path(tmp, "cache"))
        return measure(site, f"mkdocs build --strict, empty notebook cache: {seconds:.1f} s")


def measure(site: Path, built: str) -> list[dict[str, Any]]:
    """The tables of a built site; `built` says how it was built."""
    pages = [
        [p.relative_to(site).as_posix(), *sizes(p), p.read_bytes().count(b"<svg")]
        for p in sorted(site.rglob("*.html"))
        if p.name != "404.html"
    ]
    # The notebook CSS and JS the hook shares, and the package's stepper, widget CSS and
    # CJK font (a page fetches a font file only when it shows CJK text).
    shared = [
        [p.relative_to(site).as_posix(), *sizes(p)]
        for p in sorted([*site.glob("assets/*/notebook.*"), *site.glob("assets/gupai/*")])
    ]
    later = {
        folder: [sizes(p) for p in site.glob(f"assets/{folder}/*")]
        for folder in ("replays", "figures", "code")
    }
    total = sum(p.stat().st_size for p in site.rglob("*") if p.is_file())
    note = f"{built}; site {total:,} bytes."
    heaviest = sorted(pages, key=lambda row: -row[1])
    weight = [
        ["largest page: " + heaviest[0][0], heaviest[0][1], heaviest[0][2]],
        [f"pages over {PAGE_BUDGET:,} bytes", sum(row[1] > PAGE_BUDGET for row in pages), None],
        *[
            [
                f"{folder} files ({len(files)}), fetched when needed",
                sum(raw for raw, _ in files),
                sum(gzipped for _, gzipped in files),
            ]
            for folder, files in later.items()
            if files
        ],
    ]
    return [
        {
            "title": "Weight: the largest page, and what loads later",
            "columns": ["", "bytes", "gzipped"],
            "rows": weight,
            "notes": [
                "The 8 heaviest pages: " + ", ".join(f"{r[0]} {r[1]:,}" for r in heaviest[:8])
            ],
        },
        {
            "title": "Site pages (HTML only; CSS and JS are shared and cached)",
            "columns": ["page", "bytes", "gzipped", "<svg>"],
            "rows": pages,
            "notes": [note],
        },
        {
            "title": "Shared assets",
            "columns": ["file", "bytes", "gzipped"],
            "rows": shared,
        },
    ]


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from run import main

    sys.exit(main(["site", *sys.argv[1:]]))
