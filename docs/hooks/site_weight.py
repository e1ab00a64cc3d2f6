"""MkDocs hook: what the published site leaves out, so that a reader downloads less.

- **The search index holds the words a reader searches for**, not the drawings' and the
  code's. Every drawing's text (tile names under each piece, the captions a replay draws at
  every step) and every notebook's Python were indexed: 1.8 MB of text, shipped as JSON for
  http and again as a script for file://, and fetched by every reader who opens the search.
  Drawings already say in words what they show (their labels are in the page's text), a
  replay's steps are the rules shown again, and the Python stays on the page behind "Show
  the Python". The search plugin indexes `page.content` in its `on_page_context`; this hook
  hands it the page without drawings, replays, code and "Out[n]" prompts, and gives the
  page back whole right after, so what a reader sees does not change. (Material's
  `data-search-exclude` cannot do it: its parser tells elements apart by tag name only, so
  an excluded `<div>` or `<svg>` stops being excluded at its first nested `</div>` or
  `</svg>`.)
- **Plots and pictures in files of their own**, `assets/figures/<hash>.<type>`, as
  replay_frames.py does for a replay's later frames. A plot (notebook.py `plot`) is inline
  SVG, up to 77 KB of a page: on the site it is an `<img>` named by its title. The file is
  the notebook's own output, since nbconvert has by then written the page's copy through an
  HTML parser in lower case (`viewbox`, `clippath`), which a browser mends inline but not in
  an image. A picture inlined as a `data:` URI (137 KB of base64 on TauNgau's page) is
  linked from its file instead.
- **The search index only for a reader who searches.** Material's bundle fetches it (0.9
  MB, 0.19 MB gzipped) as every page loads, with no option to wait, and most readers never
  search: a small script in each page's `<head>` (search_wait.js, beside this hook) holds
  that one request until the search is opened. Opened from disk, the bundle loads the
  index as a script instead, which is not held.
- **No source maps.** Material's bundle ships `.map` files (1.3 MB) that only a developer's
  tools read; they and the comments pointing at them are removed from the built site.
"""

from __future__ import annotations

import base64
import hashlib
import json
import re
from html import escape
from pathlib import Path

from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url

from gupai_widgets.render.page import compact_js

# What the index leaves out: drawings, replays (their controls and every step's caption),
# a code cell's prompt and Python, an output's "Out[n]:" prompt, and scripts (which
# the search plugin skips anyway).
UNSEARCHED = re.compile(
    r'<(svg)\b|<(div)\b(?=[^>]*\bclass="(?:jp-InputPrompt|jp-CodeMirrorEditor|jp-OutputPrompt|gw-replay)\b)|<(script)\b'
)
SOURCE_MAP_COMMENT = re.compile(r"\n?/[*/]# sourceMappingURL=\S+?(?: \*/)?\s*$")
INLINE_IMAGE = re.compile(
    r'(<img\b[^>]*?\bsrc=")data:image/(png|jpeg|gif|svg\+xml);base64,([^"]+)"'
)
IMAGE_FOLDER = "assets/figures"
PLOT = re.compile(r'<svg class="gw-plot"[^>]*>')
PLOT_SIZE = re.compile(r'\b(width|height)="([\d.]+)pt"')

SEARCH_WAIT = compact_js(Path(__file__).with_name("search_wait.js").read_text(encoding="utf-8"))

# The pictures taken out of the pages being built: path -> bytes.
images: dict[str, bytes] = {}

# The whole page of each page being built, while the search plugin reads the slim one.
whole: dict[str, str] = {}


def element_end(html: str, start: int, name: str) -> int:
    """Where the `name` element that opens at `start` closes, nested ones included (the end
    of `html` if it never does)."""
    depth = 0
    for tag in re.compile(rf"<(/?){name}\b[^>]*?(/?)>").finditer(html, start):
        if tag.group(2):
            continue
        depth += -1 if tag.group(1) else 1
        if depth == 0:
            return tag.end()
    return len(html)


def without_unsearched(html: str) -> str:
    """`html` with every element `UNSEARCHED` opens removed, nested ones included."""
    kept, at = [], 0
    while found := UNSEARCHED.search(html, at):
        name = next(group for group in found.groups() if group)
        kept.append(html[at : found.start()])
        at = element_end(html, found.start(), name)
    kept.append(html[at:])
    return "".join(kept)


def linked_images(html: str, page_url: str) -> str:
    """`html` with each inline picture linked from a file of `images`, named by its hash."""

    def link(found: re.Match[str]) -> str:
        data = base64.b64decode(found[3])
        path = f"{IMAGE_FOLDER}/{hashlib.sha256(data).hexdigest()[:16]}.{found[2].split('+')[0]}"
        images[path] = data
        return f'{found[1]}{get_relative_url(path, page_url)}"'

    return INLINE_IMAGE.sub(link, html)


def notebook_plots(notebook: Path) -> list[tuple[str, str]]:
    """The plots among a notebook's outputs, in order: (SVG, title)."""
    plots = []
    for cell in json.loads(notebook.read_text(encoding="utf-8"))["cells"]:
        for output in cell.get("outputs", []):
            data = output.get("data", {})
            svg = "".join(data.get("image/svg+xml", ""))
            if PLOT.match(svg):
                plots.append((svg, "".join(data.get("text/plain", "")).strip("<>")))
    return plots


def linked_plots(html: str, page) -> str:
    """`html` with each plot an image of its file, when the page shows the notebook's plots."""
    found = list(PLOT.finditer(html))
    if not found or not page.file.src_uri.endswith(".ipynb"):
        return html
    plots = notebook_plots(Path(page.file.abs_src_path))
    if len(plots) != len(found):
        return html
    kept, at = [], 0
    for match, (svg, title) in zip(found, plots, strict=True):
        data = svg.encode()
        path = f"{IMAGE_FOLDER}/{hashlib.sha256(data).hexdigest()[:16]}.svg"
        images[path] = data
        # The drawing's size, in CSS pixels for the image (96 to 72 points an inch).
        size = "".join(
            f' {name}="{round(float(points) * 4 / 3)}"'
            for name, points in PLOT_SIZE.findall(match[0])
        )
        src = get_relative_url(path, page.url)
        kept.append(html[at : match.start()])
        kept.append(f'<img class="gw-plot" src="{src}" alt="{escape(title)}"{size}>')
        at = element_end(html, match.start(), "svg")
    return "".join(kept) + html[at:]


def on_pre_build(config) -> None:
    images.clear()


# After every hook that adds content (exercises at −50, replay_frames at −60).
@event_priority(-100)
def on_page_content(html: str, page, config, files) -> str:
    whole[page.file.src_uri] = linked_plots(linked_images(html, page.url), page)
    return without_unsearched(whole[page.file.src_uri])


# After the search plugin (priority 0) has indexed the slim page.
@event_priority(-10)
def on_page_context(context, page, config, nav):
    page.content = whole.pop(page.file.src_uri)
    return context


def on_post_page(output: str, page, config) -> str:
    return output.replace("<head>", f"<head><script>{SEARCH_WAIT}</script>", 1)


def write_out(config, written: dict[str, bytes]) -> None:
    """Write each file of `written` (its path in the site: its bytes) into the built site."""
    for path, data in written.items():
        target = Path(config["site_dir"], path)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(data)


def on_post_build(config) -> None:
    write_out(config, images)
    for source_map in Path(config["site_dir"]).glob("assets/**/*.map"):
        built = source_map.with_suffix("")
        if built.exists():
            built.write_text(
                SOURCE_MAP_COMMENT.sub("", built.read_text(encoding="utf-8")), encoding="utf-8"
            )
        source_map.unlink()
