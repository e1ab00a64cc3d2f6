"""A replay as a whole HTML page that works opened from disk in any browser, with no
network: the replay's markup, its style sheet and the stepper script inline, made small by
maintained minifiers (rjsmin, rcssmin)."""

from __future__ import annotations

import base64
import re
from collections.abc import Sequence
from html import escape
from importlib import resources
from typing import TYPE_CHECKING

import rcssmin
import rjsmin

from .cjk_font import cjk_characters, font_faces
from .replay import replay_html

if TYPE_CHECKING:
    from ..replay import Replay


# Found from the package's root, so that reading them does not import the widgets (which
# import the style sheet made from them: render/notebook_assets.py).
STATIC = resources.files("gupai_widgets").joinpath("widgets", "static")


def static_asset(name: str) -> str:
    """The text of a file of `widgets/static/` (the stepper script, the widget CSS)."""
    return STATIC.joinpath(name).read_text("utf-8")


def embedded_font(name: str) -> str:
    """A font file of `widgets/static/` as a data URL, for a page that must not fetch it."""
    data = STATIC.joinpath(name).read_bytes()
    return "data:font/woff2;base64," + base64.b64encode(data).decode("ascii")


# The part of the stepper script only a live widget runs (its anywidget entry point).
WIDGET_PART = re.compile(r"^[ \t]*// @widget:.*?^[ \t]*// @widget end\n", re.S | re.M)


def compact_js(source: str, *, widget: bool = True) -> str:
    """The script without comments and needless white space, for pages that inline it;
    without `widget`, also without the anywidget part a page does not need."""
    if not widget:
        source = WIDGET_PART.sub("", source)
    return rjsmin.jsmin(source)


def compact_css(source: str, *, unused: tuple[str, ...] = ()) -> str:
    """The style sheet without comments and needless spaces; `unused` names classes the
    page never holds ("gw-play"): selectors with any of them are left out, and rules left
    with none."""
    source = rcssmin.cssmin(source)
    if not unused:
        return source
    names = "|".join(map(re.escape, unused))
    pattern = re.compile(rf"\.(?:{names})(?![\w-])")
    kept = []
    for selectors, body in _css_rules(source):
        if not selectors.startswith("@"):
            selectors = ",".join(s for s in selectors.split(",") if not pattern.search(s))
            if not selectors:
                continue
        kept.append(f"{selectors}{{{body}}}")
    return "".join(kept)


def _css_rules(source: str) -> list[tuple[str, str]]:
    """The top-level rules of a compact style sheet as (selectors or at-rule, body)."""
    rules, start = [], 0
    while start < len(source):
        opening = source.index("{", start)
        depth, end = 1, opening + 1
        while depth:
            depth += {"{": 1, "}": -1}.get(source[end], 0)
            end += 1
        rules.append((source[start:opening], source[opening + 1 : end - 1]))
        start = end
    return rules


# Classes only a live table (PlayTable) uses: a replay page needs none of their styles.
LIVE_TABLE = ("gw-play", "gw-frame", "gw-pick", "gw-log", "gw-note", "gw-choices", "gw-bar")

PAGE_CSS = """
:root{color-scheme:light dark}
body{--gw-page:#fbfaf7;margin:0;padding:16px 20px;font:15px/1.45 "GuPai CJK",system-ui,
-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:var(--gw-page);color:#1d1d1f}
@media (prefers-color-scheme:dark){body{--gw-page:#16181c;color:#e6e6e6}}
main{max-width:960px;margin:0 auto}
h1{font-size:1.3em;margin:.2em 0 .6em}
footer{margin-top:1.2em;font-size:.85em;opacity:.75}
""".strip()


def standalone_page(
    replay: Replay,
    *,
    seat: int | None = None,
    views: Sequence[int | None] | None = None,
    title: str | None = None,
) -> str:
    """A whole HTML page holding the replay, its CSS and the stepper script inline: it
    works opened from disk in any browser, with no network.

    By default it draws only `seat`'s view (all hands open), which keeps a page small;
    `views` adds others to switch between (each seat's view adds a few kilobytes)."""
    spec = replay.spec
    heading = title if title is not None else (replay.title or spec.title)
    if views is None:
        views = (seat,)
    body = replay_html(replay, seat=seat, views=views, title="")
    help_text = (
        "Step with the buttons, the slider or the arrow keys (click the table first); "
        "▶ Play steps by itself."
    )
    if len(set(views) | {seat}) > 1:
        help_text += (
            " The menu on the right switches between all hands open and what one seat sees."
        )
    style = compact_css(PAGE_CSS + static_asset("widgets.css"), unused=LIVE_TABLE)
    if cjk_characters(heading + body):
        # The CJK font inline, so that a native name shows on any machine. The regular weight
        # only: the browser draws the bold of a heading from it, and the page stays small.
        style = font_faces(embedded_font, weights=(400,)) + style
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8"/>'
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>'
        f"<title>{escape(heading)} · replay</title>"
        f"<style>{style}</style>"
        "</head>"
        f"<body><main><h1>{escape(heading)}</h1>{body}"
        f"<footer>{escape(help_text)} Made with gupai_widgets.</footer></main>"
        f"<script>{compact_js(static_asset('stepper.js'), widget=False)}</script>"
        "</body></html>\n"
    )
