"""JupyterLab's configuration in `make lab` (the Makefile passes it with --config).

A notebook that is only opened must change nothing on disk: its saves go through
`keep_stored_kernel_metadata` of scripts/execute_notebooks.py, which keeps the kernel
metadata that `make notebooks` stores (JupyterLab would add the kernel's Python patch version
and autosave would write it).
"""

import sys
import warnings
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from execute_notebooks import keep_stored_kernel_metadata  # noqa: E402

c = get_config()  # noqa: F821 (given by Jupyter to a configuration file)
c.ContentsManager.pre_save_hook = keep_stored_kernel_metadata
# Jupytext's contents manager takes the configuration twice, and traitlets warns that the
# hook replaces itself.
warnings.filterwarnings("ignore", "Overriding existing pre_save_hook", UserWarning)
