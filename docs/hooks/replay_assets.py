"""MkDocs hook: serve the replay stepper script, the widget CSS and the CJK font from the
package.

Replays in notebook outputs are markup only (render/replay.py); the one stepper script
and its style sheet that bring them to life live in gupai_widgets/widgets/static/, where
the widgets load them too. This hook adds both files to the site as
assets/gupai/stepper.js and assets/gupai/widgets.css (mkdocs.yml loads them through
`extra_javascript` and `extra_css`), so there is one copy to keep and `mkdocs serve` picks
up its changes.

Beside them go the small CJK font that standalone pages embed (render/cjk_font.py), with its
licence, and assets/gupai/cjk.css, its `@font-face` rules written from the same module;
site.css names the font first in the page's font lists.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.structure.files import File, Files

from gupai_widgets.render.cjk_font import FILES, LICENCE, font_faces

STATIC = Path(__file__).resolve().parents[2] / "gupai_widgets" / "widgets" / "static"
FOLDER = "assets/gupai"
SERVED = ("stepper.js", "widgets.css", *FILES.values(), LICENCE)


def on_files(files: Files, config) -> Files:
    for name in SERVED:
        files.append(File.generated(config, f"{FOLDER}/{name}", abs_src_path=str(STATIC / name)))
    # The fonts sit beside this style sheet: each URL is the file's name.
    faces = font_faces(lambda name: name) + "\n"
    files.append(File.generated(config, f"{FOLDER}/cjk.css", content=faces))
    return files
