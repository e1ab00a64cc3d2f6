# rcssmin ships no types; mypy reads this stub of what gupai_widgets calls (render/page.py).
from typing import overload

__version__: str

@overload
def cssmin(style: str, keep_bang_comments: bool = False) -> str: ...
@overload
def cssmin(style: bytes, keep_bang_comments: bool = False) -> bytes: ...
