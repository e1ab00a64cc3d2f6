# rjsmin ships no types; mypy reads this stub of what gupai_widgets calls (render/page.py).
from typing import overload

__version__: str

@overload
def jsmin(script: str, keep_bang_comments: bool = False) -> str: ...
@overload
def jsmin(script: bytes, keep_bang_comments: bool = False) -> bytes: ...
