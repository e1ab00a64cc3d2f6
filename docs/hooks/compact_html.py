"""MkDocs hook: fold the blank lines and indentation of every built page.

Material's templates indent deeply and leave many blank lines: about a third of the
navigation's bytes are white space, repeated on every page. Outside `<pre>`, `<textarea>`,
`<script>` and `<style>`, a browser renders any run of white space as one space, so a run
that holds a line break is folded to that single line break; what shows is unchanged.
"""

from __future__ import annotations

import re

KEEP_AS_IS = re.compile(r"(<(pre|textarea|script|style)\b.*?</\2>)", re.DOTALL | re.IGNORECASE)
BROKEN_RUN = re.compile(r"[ \t\r\f\v]*\n\s*")


def on_post_page(output: str, page, config) -> str:
    parts = KEEP_AS_IS.split(output)
    # split() yields text, element, tag name, text, element, tag name, ...
    for i in range(0, len(parts), 3):
        parts[i] = BROKEN_RUN.sub("\n", parts[i])
    return "".join(part for i, part in enumerate(parts) if i % 3 != 2)
