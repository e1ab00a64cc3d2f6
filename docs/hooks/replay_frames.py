"""MkDocs hook: a replay's later frames in a file of their own, loaded when they are needed.

A replay in a notebook output carries every frame inline (render/replay.py), so that a saved
notebook steps offline; on the site that made game pages weigh up to 1.6 MB. Here, on the
site only, each replay keeps inline what a reader sees before stepping (and what prints):
the layers of its frames up to the one shown, their captions and their words. The rest
goes to `assets/replays/<hash>.js`, a classic script (a page opened from disk may not
fetch() a file, but may load a script) that registers them in `globalThis.gupaiFrames`
under its hash; the replay names it in `data-frames`, and the stepper loads it when the
replay comes into view or the reader steps (widgets/static/stepper.js).

The piece definitions the page's sprite (notebook_slim.py) holds only for those later
frames go with them: the stepper adds each to the page unless it is already there. The
file holds exactly the markup that was inline, nothing more, so a seat's view still shows
only what that seat saw; its name is a hash of its content.
"""

from __future__ import annotations

import hashlib
import json
import re

from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url
from notebook_slim import DEFS, ID, top_level_elements
from site_weight import element_end, write_out

FOLDER = "assets/replays"
REPLAY = re.compile(r'<div\b[^>]*\bclass="gw-replay"[^>]*>')
# The parts of a replay that grow with its length, each a list of elements tagged with
# the step they begin at: the layers of both layouts, the captions, the board's words.
PARTS = {
    "wide": (re.compile(r'<svg\b[^>]*\bclass="gw-wide"[^>]*>'), "svg", "step"),
    "narrow": (re.compile(r'<svg\b[^>]*\bclass="gw-narrow"[^>]*>'), "svg", "step"),
    "captions": (re.compile(r'<ol\b[^>]*\bclass="gw-captions"[^>]*>'), "ol", "step"),
    "said": (re.compile(r'<div\b[^>]*\bclass="gw-said"[^>]*>'), "div", "s"),
}
SPRITE = re.compile(r'<svg\b[^>]*\bclass="gw-page-sprite"[^>]*>')
REFERENCE = re.compile(r'href="#([^"]+)"|url\(#([^)]+)\)')

# Path in the site -> script, for the build under way.
scripts: dict[str, bytes] = {}


def register_script(scripts: dict[str, bytes], folder: str, name: str, payload: object) -> str:
    """Add to `scripts` a classic script that registers `payload` (JSON) in
    `globalThis[name]` under the hash of its content, the name of its file in `folder`;
    return the file's path in the site. A script and not JSON, since a page opened from disk
    may load a script but not fetch() a file (code_fold.py uses it too)."""
    data = json.dumps(payload, sort_keys=True, separators=(",", ":"))
    key = hashlib.sha256(data.encode()).hexdigest()[:16]
    path = f"{folder}/{key}.js"
    scripts[path] = f"(globalThis.{name} ??= {{}})[{json.dumps(key)}] = {data};\n".encode()
    return path


def split_replay(replay: str) -> tuple[str, dict[str, str]]:
    """The replay with only its parts up to the step it shows, and the later parts."""
    shown = int(re.search(r'\bdata-step="(\d+)"', REPLAY.match(replay)[0])[1])
    later = {}
    for key, (opener, name, attribute) in PARTS.items():
        found = opener.search(replay)
        if not found:
            continue
        end = element_end(replay, found.start(), name) - len(f"</{name}>")
        step = re.compile(rf'^<[^>]*\bdata-{attribute}="(\d+)"')
        parts: tuple[list[str], list[str]] = ([], [])
        for element in top_level_elements(replay[found.end() : end]):
            parts[int(step.match(element)[1]) > shown].append(element)
        later[key] = "".join(parts[1])
        replay = replay[: found.end()] + "".join(parts[0]) + replay[end:]
    return replay, later


def references(markup: str) -> set[str]:
    return {a or b for a, b in REFERENCE.findall(markup)}


def needed(ids: set[str], definitions: dict[str, str]) -> set[str]:
    """`ids` and every definition they lead to through the others."""
    todo, seen = list(ids), set()
    while todo:
        ident = todo.pop()
        if ident not in seen:
            seen.add(ident)
            todo += references(definitions.get(ident, ""))
    return seen


def on_pre_build(config) -> None:
    scripts.clear()


# After notebook_slim.py has made the page's sprite and exercises.py (−50) has added its part,
# before site_weight.py (−100) hands the page to the search index.
@event_priority(-60)
def on_page_content(html: str, page, config, files) -> str:
    if "gw-replay" not in html:
        return html
    kept, replays, at = [], [], 0
    while found := REPLAY.search(html, at):
        end = element_end(html, found.start(), "div")
        replay, later = split_replay(html[found.start() : end])
        kept.append(html[at : found.start()])
        kept.append(replay)
        replays.append((len(kept) - 1, later))
        at = end
    kept.append(html[at:])

    # The sprite's definitions that only the later frames use go with them.
    html = "".join(kept)
    sprite = SPRITE.search(html)
    definitions: dict[str, str] = {}
    if sprite:
        start, end = sprite.start(), element_end(html, sprite.start(), "svg")
        for element in top_level_elements(DEFS.search(html, start, end)[1]):
            if match := ID.match(element):
                definitions[match[1]] = element
        for ident in needed(references(html[:start] + html[end:]), definitions):
            definitions.pop(ident, None)
    taken: set[str] = set()
    for index, later in replays:
        if not any(later.values()):
            continue
        ids = needed(references("".join(later.values())), definitions) & definitions.keys()
        taken |= ids
        later["defs"] = "".join(definitions[i] for i in sorted(ids))
        path = register_script(scripts, FOLDER, "gupaiFrames", later)
        url = get_relative_url(path, page.url)
        kept[index] = kept[index].replace(
            'class="gw-replay"', f'class="gw-replay" data-frames="{url}"', 1
        )
    html = "".join(kept)
    if sprite and taken:
        start, end = sprite.start(), element_end(html, sprite.start(), "svg")
        slim = html[start:end]
        for ident in taken:
            slim = slim.replace(definitions[ident], "", 1)
        html = html[:start] + slim + html[end:]
    return html


def on_post_build(config) -> None:
    write_out(config, scripts)
