"""Letter Roll (interface section 7), one concern a module; nothing here imports click or prints.

From the bottom up: `model` (the variants, the dice they roll, the seating and a round as
written), `lists` (one round's lists: cross-offs and points), `game` (a whole game: the dice
checked, the roller rotation, totals, the tie-break round), `roll` (the roller's dice and the
removal), `record` (the only module that reads a record's nodes; its `adjudicate` is what
`score-sheet` and `dedupe-lists` call), `result` (the only module that builds the contract's JSON
objects), then `hints`, `analysis`, `table` and `template`, which use them.
"""
