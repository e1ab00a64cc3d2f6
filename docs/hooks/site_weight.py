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
- **No source maps.** Material's bundle ships `.map` files (1.3 MB) that only a developer's
  tools read; they and the comments pointing at them are removed from the built site.
"""

from __future__ import annotations

import re
from pathlib import Path

from mkdocs.plugins import event_priority

# What the index leaves out: drawings, replays (their controls and every step's caption),
# a code cell's prompt and Python, an output's "Out[n]:" prompt, and scripts (which
# the search plugin skips anyway).
UNSEARCHED = re.compile(
    r'<(svg)\b|<(div)\b(?=[^>]*\bclass="(?:jp-InputPrompt|jp-CodeMirrorEditor|jp-OutputPrompt|gw-replay)\b)|<(script)\b'
)
SOURCE_MAP_COMMENT = re.compile(r"\n?/[*/]# sourceMappingURL=\S+?(?: \*/)?\s*$")

# The whole page of each page being built, while the search plugin reads the slim one.
whole: dict[str, str] = {}


def without_unsearched(html: str) -> str:
    """`html` with every element `UNSEARCHED` opens removed, nested ones included."""
    kept, at = [], 0
    while found := UNSEARCHED.search(html, at):
        name = next(group for group in found.groups() if group)
        tags = re.compile(rf"<(/?){name}\b[^>]*?(/?)>")
        depth, end = 0, len(html)
        for tag in tags.finditer(html, found.start()):
            if tag.group(2):
                continue
            depth += -1 if tag.group(1) else 1
            if depth == 0:
                end = tag.end()
                break
        kept.append(html[at : found.start()])
        at = end
    kept.append(html[at:])
    return "".join(kept)


# After every hook that adds content (exercises at −50).
@event_priority(-100)
def on_page_content(html: str, page, config, files) -> str:
    whole[page.file.src_uri] = html
    return without_unsearched(html)


# After the search plugin (priority 0) has indexed the slim page.
@event_priority(-10)
def on_page_context(context, page, config, nav):
    page.content = whole.pop(page.file.src_uri)
    return context


def on_post_build(config) -> None:
    for source_map in Path(config["site_dir"]).glob("assets/**/*.map"):
        built = source_map.with_suffix("")
        if built.exists():
            built.write_text(
                SOURCE_MAP_COMMENT.sub("", built.read_text(encoding="utf-8")), encoding="utf-8"
            )
        source_map.unlink()
