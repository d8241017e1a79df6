"""First-Class Letters records read and ruled whole: a record with rounds (interface section 6), or
a sheet as written on paper (section 6b).

The one reader of the game's records and dice files: every key, its position and its message
are in this package (`rounds.py` a record with rounds, `paper.py` a sheet without them, `common.py`
what both share), which reads a record into typed claims (`claims.py`) before any rule is applied;
the rules (`sheets.py`, `rounds.py`, `paper.py` of the game) rule the claims. `adjudicate` is what
`score-sheet` calls; `read_order_checks` is what `alpha-cancel` calls (a plain sheet of
`WORD=SCORE` rows, or a record through `order_sheets`, so both commands share one code path); the
JSON object is built by `result.py`.
"""

from referee.games.first_class.record.game import adjudicate, die_face, order_sheets, read_order_checks

__all__ = ["adjudicate", "die_face", "order_sheets", "read_order_checks"]
