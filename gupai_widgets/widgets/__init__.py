"""Jupyter widgets (anywidget): step through a replay, play a seat against the bots.

Both keep their state in Python and draw in Python; the one small script in `static/`
only shows frames and sends back the move a person chose.
"""

from __future__ import annotations

from .lesson import Lesson
from .play_table import PlayTable
from .replay_viewer import ReplayViewer, compare
from .review_viewer import ReviewViewer, review_viewer

__all__ = ["Lesson", "PlayTable", "ReplayViewer", "ReviewViewer", "compare", "review_viewer"]
