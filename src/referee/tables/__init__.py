"""How each game's rulings look in `--format table`: what a person at the table reads.

One module per game, each with `record_table(adjudication) -> str` working from the record's
output object only, so the table never disagrees with the JSON. A game laid out as a package keeps
its table there instead (`games/letterflip/table.py`); `REGISTRY` names each game's table.
"""
