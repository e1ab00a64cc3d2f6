"""MkDocs hook: serve the replay stepper script and the widget CSS from the package.

Replays in notebook outputs are markup only (render/replay.py); the one stepper script
and its style sheet that bring them to life live in gupai_widgets/widgets/static/, where
the widgets load them too. This hook adds both files to the site as
assets/gupai/stepper.js and assets/gupai/widgets.css (mkdocs.yml loads them through
`extra_javascript`, as a module, and `extra_css`), so there is one copy to keep and
`mkdocs serve` picks up its changes.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.files import File, Files

STATIC = Path(__file__).resolve().parents[2] / "gupai_widgets" / "widgets" / "static"
ASSETS = {"stepper.js": "assets/gupai/stepper.js", "widgets.css": "assets/gupai/widgets.css"}


def on_files(files: Files, config) -> Files:
    for name, uri in ASSETS.items():
        files.append(File.generated(config, uri, abs_src_path=str(STATIC / name)))
    return files
