"""MkDocs hook: bring notebooks/*.ipynb into the site as pages "notebooks/<name>.ipynb".

The notebooks stay where JupyterLab, nbval and their .py pairs expect them, at the root of
the repository; nothing is copied or linked into docs/. The hook runs before mkdocs-jupyter
(higher priority), which then turns these files into pages like any other notebook.
"""

from __future__ import annotations

from pathlib import Path

from mkdocs.plugins import event_priority
from mkdocs.structure.files import File, Files


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
