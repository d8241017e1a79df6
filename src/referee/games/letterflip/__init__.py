"""Letterflip (interface section 9), one concern a module; nothing here imports click or prints.

From the bottom up: `card` (the four words, the pools `roll letterflip` draws from), `guesses`
(what may be asked and its truthful answer), `knowledge` (what the answers so far show),
`replay` (a game log ruled turn by turn), `record` (the only module that reads a record's
nodes; its `adjudicate` is what `score-sheet` calls), `result` (the only module that builds the
contract's JSON objects), then `answers`, `hints`, `table` and `template`, which use them.
"""
