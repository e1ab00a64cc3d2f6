"""MkDocs hook: move what mkdocs-jupyter inlines into every notebook page into shared files.

Each notebook page carries ~600 KB of JupyterLab CSS and a small copy-button script, the
same bytes on every page (DESIGN.md §7). This hook takes them out of the page into
`assets/stylesheets/notebook.<hash>.css` and `assets/javascripts/notebook.<hash>.js`, which
the browser caches once for the whole site; the content hash in the name changes when the
content does. The CSS also gains JupyterLab's dark variables under Material's dark scheme,
so notebook cells follow the site's light/dark switch on screen (printed, they stay light).

It also removes what nbconvert's template leaves for MathJax (an empty `<script src="">`
and its config) and for Mermaid (a module that imports from a CDN when a diagram is
present): the site must make no request to any outside host. Notebooks here use neither;
a notebook that needs maths or diagrams must bring them another way.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

import mkdocs_jupyter
from mkdocs.utils import get_relative_url

STYLE = re.compile(r"<style\b[^>]*>(.*?)</style>\s*", re.DOTALL)
SCRIPT = re.compile(r"<script\b([^>]*)>(.*?)</script>\s*", re.DOTALL)
COMMENT = re.compile(r"<!-- (?:Load mathjax|MathJax configuration|End of mathjax configuration|"
                     r"Load mermaidjs|End of mermaid configuration) -->\s*")  # fmt: skip
DARK_THEME = (
    Path(mkdocs_jupyter.__file__).parent / "templates" / "mkdocs_html" / "assets" / "theme-dark.css"
)
DARK_SCHEME = '[data-md-color-scheme="slate"] .jupyter-wrapper'

WRAPPER = '<div class="jupyter-wrapper">'
# mkdocs-jupyter appends the list of inlined CSS once more as a Python repr after the
# notebook ("['pre { ...']"): not CSS, and the same rules are already inlined above it.
CSS_LIST_REPR = re.compile(r"<style>\s*\['.*?</style>\s*", re.DOTALL)
WRAPPER_END = "<!-- jupyter-wrapper -->"

_shared: dict[str, str] = {}  # path in site/ -> content


def _dark_variables() -> str:
    css = DARK_THEME.read_text(encoding="utf-8")
    # On screen only: printed, the cells take JupyterLab's light colours, black on white
    # paper, whichever scheme the reader had on screen (stylesheets/reading.css does the
    # same for Material's colours).
    return "@media screen {\n" + css.replace(".jupyter-wrapper", DARK_SCHEME) + "\n}"


def _is_notebook(page) -> bool:
    return page.file.src_uri.endswith(".ipynb")


def _take_styles(content: str) -> tuple[str, list[str]]:
    styles: list[str] = []

    def take(match: re.Match[str]) -> str:
        styles.append(match.group(1).strip())
        return ""

    return STYLE.sub(take, content), styles


def _take_scripts(content: str) -> tuple[str, list[str]]:
    scripts: list[str] = []

    def take(match: re.Match[str]) -> str:
        attributes, body = match.group(1), match.group(2)
        if 'src=""' in attributes or "text/x-mathjax-config" in attributes:
            return ""  # MathJax, not loaded
        if 'type="module"' in attributes and "mermaid" in body:
            return ""  # Mermaid from a CDN
        if attributes.strip():
            return match.group(0)
        scripts.append(body.strip())
        return ""

    return SCRIPT.sub(take, content), scripts


def _publish(text: str, folder: str, suffix: str) -> str:
    digest = hashlib.sha256(text.encode()).hexdigest()[:10]
    path = f"assets/{folder}/notebook.{digest}.{suffix}"
    _shared[path] = text
    return path


def on_pre_build(config) -> None:
    _shared.clear()


def on_page_content(html: str, page, config, files) -> str:
    if not _is_notebook(page) or WRAPPER not in html:
        return html
    # Only the template's header, before the notebook itself: styles and scripts inside
    # cell outputs belong to those outputs and stay where they are.
    header, notebook = html.split(WRAPPER, 1)
    header, styles = _take_styles(header)
    header, scripts = _take_scripts(header)
    header = COMMENT.sub("", header)
    body, end, tail = notebook.rpartition(WRAPPER_END)
    html = header + WRAPPER + body + end + CSS_LIST_REPR.sub("", tail)
    page.meta["notebook_assets"] = (
        _publish("\n".join([*styles, _dark_variables()]) + "\n", "stylesheets", "css"),
        _publish(";\n".join(scripts) + "\n", "javascripts", "js") if scripts else None,
    )
    return html


def on_post_page(output: str, page, config) -> str:
    assets = page.meta.get("notebook_assets")
    if not assets:
        return output
    css, js = assets
    head = f'<link rel="stylesheet" href="{get_relative_url(css, page.url)}">\n'
    if js:
        head += f'<script src="{get_relative_url(js, page.url)}"></script>\n'
    return output.replace("</head>", head + "</head>", 1)


def on_post_build(config) -> None:
    site = Path(config["site_dir"])
    for path, text in _shared.items():
        target = site / path
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text, encoding="utf-8")
