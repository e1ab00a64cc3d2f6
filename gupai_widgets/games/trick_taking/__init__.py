"""Trick-taking games: TianJiu and its relatives (KuPai, Mouse Moving, Deer Hunt), played
with tiles, and the card games Young Hunter (French cards) and Dezai Shen (the Nismiram deck).

All six play their tricks on one kernel, `_tricks` (plays, tricks taken, trick piles, who
sees a face-down play, the trick's views); TianJiu, KuPai and Mouse Moving share the leads of
combinations and the face-down plays of `tianjiu_family` on top of it."""
