"""MkDocs hook: keep notebook pages small, above all their drawings.

A page shows many drawings, and each drawing of the library carries the definitions of the
pieces it uses (`<symbol>`s and shared parts with ids "gw-…", DESIGN.md §3). The same tile
drawn in six cells is defined six times. This hook

- moves every "gw-…" definition out of the drawings into one hidden sprite at the top of
  the notebook, once per id; `<use href="#gw-…">` finds it anywhere in the document. An id
  defined two different ways on one page is left where it is;
- undoes nbconvert's re-serialisation of SVG (it runs outputs through an HTML parser that
  writes `<circle …></circle>` for `<circle …/>`);
- replaces the copy-button icon that mkdocs-jupyter inlines in every code cell with a
  `<use>` of one copy in the sprite;
- drops the empty "collapser" elements of every cell, which only JupyterLab uses (the
  notebook CSS hides them on the site);
- drops the hidden plain-text copy of each cell's code that the copy button reads, and
  points the button at the highlighted code instead (its text is the same code);
- drops the style sheet, the CJK font and the stepper script that one output of each
  notebook carries for JupyterLab (gupai_widgets/render/notebook_assets.py): the site loads
  its own copies of them;
- unwraps the highlighted names and white space of the code (Pygments' classes "n" and
  "w"), which no style colours, and the empty span Pygments opens every block with.

Pages look exactly the same; only bytes go. The sprite is positioned out of sight rather
than `display: none`, under which some browsers drop referenced paint servers.
"""

from __future__ import annotations

import re

WRAPPER = '<div class="jupyter-wrapper">'
EMPTY_ELEMENT = re.compile(
    r"<(circle|ellipse|line|path|polygon|polyline|rect|stop|use)\b([^<>]*?)\s*></\1>"
)
# nbconvert's HTML parser writes the attribute with an empty value (`=""`).
NOTEBOOK_ASSETS = re.compile(r'<(style|script) data-gw-assets(?:="")?>.*?</\1>', re.DOTALL)
DEFS = re.compile(r"<defs>(.*?)</defs>", re.DOTALL)
SCRIPT_ELEMENT = re.compile(r"(<script\b.*?</script>)", re.DOTALL)
TAG = re.compile(r"<(/?)([a-zA-Z][\w:-]*)[^>]*?(/?)>")
ID = re.compile(r'^<[^>]*?\sid="([^"]+)"')
COPY_ICON = re.compile(r'<svg aria-hidden="true" class="clipboard-copy-icon"[^>]*>.*?</svg>', re.S)
COPY_ICON_ID = "nb-copy-icon"
COLLAPSER = re.compile(r'<div class="jp-Collapser [^"]*">\s*</div>\s*')
# The highlighted code, then the hidden copy the copy button reads (`for="cell-N"`). The
# copy is escaped text, so it holds no "</div>".
CODE_COPY = re.compile(
    r'(<div class="highlight-ipynb[^"]*"><pre)(>.*?</pre></div>\s*)'
    r'<div class="clipboard-copy-txt" id="(cell-\d+)">.*?</div>',
    re.DOTALL,
)
# Code spans that no rule of the notebook CSS styles: names, white space, the empty opener.
UNSTYLED_SPAN = re.compile(r'<span class="[nw]">([^<]*)</span>|<span></span>')
SPRITE = (
    '<svg class="gw-page-sprite" aria-hidden="true" focusable="false" '
    'style="position:absolute;width:0;height:0;overflow:hidden"><defs>{}</defs></svg>'
)


def top_level_elements(markup: str) -> list[str]:
    """Split markup into its top-level elements (text between them is dropped)."""
    elements, depth, start = [], 0, 0
    for tag in TAG.finditer(markup):
        closing, self_closing = tag.group(1), tag.group(3)
        if not closing and depth == 0:
            start = tag.start()
        if self_closing:
            if depth == 0:
                elements.append(markup[start : tag.end()])
            continue
        depth += -1 if closing else 1
        if closing and depth == 0:
            elements.append(markup[start : tag.end()])
    return elements


def hoist_definitions(html: str) -> tuple[str, list[str]]:
    """Take each "gw-" definition out of the drawings' <defs>; return them once each.

    Markup inside <script> elements (data a widget may parse) is left alone.
    """
    parts = SCRIPT_ELEMENT.split(html)  # odd indices are <script> elements
    found: dict[str, set[str]] = {}
    for part in parts[::2]:
        for defs in DEFS.finditer(part):
            for element in top_level_elements(defs.group(1)):
                if (match := ID.match(element)) and match.group(1).startswith("gw-"):
                    found.setdefault(match.group(1), set()).add(element)
    movable = {name: next(iter(versions)) for name, versions in found.items() if len(versions) == 1}

    def is_movable(element: str) -> bool:
        return bool((match := ID.match(element)) and match.group(1) in movable)

    def strip(defs: re.Match[str]) -> str:
        elements = top_level_elements(defs.group(1))
        if not any(map(is_movable, elements)):
            return defs.group(0)
        kept = [element for element in elements if not is_movable(element)]
        return f"<defs>{''.join(kept)}</defs>" if kept else ""

    parts[::2] = [DEFS.sub(strip, part) for part in parts[::2]]
    return "".join(parts), list(movable.values())


def on_page_content(html: str, page, config, files) -> str:
    if not page.file.src_uri.endswith(".ipynb") or WRAPPER not in html:
        return html
    header, notebook = html.split(WRAPPER, 1)
    notebook = NOTEBOOK_ASSETS.sub("", notebook)
    notebook = COLLAPSER.sub("", notebook)
    notebook = CODE_COPY.sub(r'\1 id="\3"\2', notebook)
    notebook = UNSTYLED_SPAN.sub(r"\1", notebook)
    notebook = EMPTY_ELEMENT.sub(r"<\1\2/>", notebook)
    notebook, definitions = hoist_definitions(notebook)

    icon = COPY_ICON.search(notebook)
    if icon:
        symbol = re.sub(
            r"^<svg[^>]*>", f'<symbol id="{COPY_ICON_ID}" viewBox="0 0 16 16">', icon[0]
        )
        definitions.append(symbol.removesuffix("</svg>") + "</symbol>")
        notebook = COPY_ICON.sub(
            f'<svg aria-hidden="true" class="clipboard-copy-icon" width="20" height="20">'
            f'<use href="#{COPY_ICON_ID}"/></svg>',
            notebook,
        )
    sprite = SPRITE.format("".join(definitions)) if definitions else ""
    return header + WRAPPER + sprite + notebook
