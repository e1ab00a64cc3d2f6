"""MkDocs hook: bring notebooks/*.ipynb into the site as pages "notebooks/<name>.ipynb".

The notebooks stay where JupyterLab, nbval and their .py pairs expect them, at the root of
the repository; nothing is copied or linked into docs/. The hook runs before mkdocs-jupyter
(higher priority), which then turns these files into pages like any other notebook.

A notebook links to another page the way it works in JupyterLab (`[JieLong](jielong.ipynb)`).
MkDocs rewrites such links only in Markdown pages, not in the HTML that mkdocs-jupyter makes
of a notebook, so this hook points them at the built page; a link to a file that is not a
page is reported as a warning, which fails the strict build.
"""

from __future__ import annotations

import logging
import posixpath
import re
from pathlib import Path

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files

log = logging.getLogger("mkdocs.hooks.notebooks")
# A relative link to a notebook or Markdown page (not a URL with a scheme, an anchor, or
# an absolute path), with an optional #fragment.
PAGE_LINK = re.compile(r'href="(?![a-zA-Z][a-zA-Z0-9+.-]*:|#|/)([^"#?]+\.(?:ipynb|md))(#[^"]*)?"')


@event_priority(100)
def on_files(files: Files, config) -> Files:
    root = Path(config["config_file_path"]).resolve().parent
    for notebook in sorted((root / "notebooks").glob("*.ipynb")):
        files.append(
            File(
                notebook.relative_to(root).as_posix(),
                src_dir=str(root),
                dest_dir=config["site_dir"],
                use_directory_urls=config["use_directory_urls"],
            )
        )
    return files


def on_page_content(html: str, page, config, files: Files) -> str:
    if not page.file.src_uri.endswith(".ipynb"):
        return html
    folder = posixpath.dirname(page.file.src_uri)

    def to_built_page(link: re.Match[str]) -> str:
        target = files.get_file_from_path(posixpath.normpath(posixpath.join(folder, link[1])))
        if target is None:
            log.warning(
                "%s links to %s, which is not a page of the site", page.file.src_uri, link[1]
            )
            return link[0]
        return f'href="{target.url_relative_to(page.file)}{link[2] or ""}"'

    return PAGE_LINK.sub(to_built_page, html)
