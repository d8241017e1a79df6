"""LetterTricks (interface sections 8 and 10), one concern a module; nothing here imports click or prints.

From the bottom up: `cards` (the deck as the rulebook lists it), `setup` (which of the four games,
its deck, the deal), `trick` (one trick's rulings), `spelling` (the one reading of the Qu card),
`scoring` (what words score, the team victory), `play` (a trick replayed against the hands),
`hand` and `outcome` (a hand's and the game's rules that read no record), `dispute` (the reason
code of each rule a record can break), `claims` (a record as written, typed), `record` (the only
module that reads a record's nodes, into claims; its `adjudicate` is what `score-sheet` calls),
`replay` and `totals` (the claims ruled hand by hand), `result` (the only module that builds the
contract's JSON objects), then `single_trick`, `hints`, `analysis`, `table` and `template`.
"""
