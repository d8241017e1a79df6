"""Reading a LetterTricks record (interface section 8) into typed claims (`claims`), which
`replay` then rules on: the only part of the game that reads `referee.records` nodes (in `game`,
`cards`, `scores` and `tricks`), so every schema message and its position is made here.

`adjudicate` is what `score-sheet` calls (the registry names this module); `tricks.read_tricks`
reads what `trick-winner` FILE is given (a trick document, through `read_trick`, or a record).
The extra keys a record may carry (`display`, `returned`, `table`, `scores`, `totals`, trick
`winner`, `word`, `victory`) are claims or setup the referee checks, documented in
docs/letter-tricks.md. The replay is `replay` (a hand's rules in `hand`, a trick's in `play`, the
scores and totals in `totals`); what it builds is typed (`result`).
"""

from referee.games.letter_tricks.record.cards import parse_card, parse_cards, read_trick
from referee.games.letter_tricks.record.game import adjudicate

__all__ = ["adjudicate", "parse_card", "parse_cards", "read_trick"]
