"""How each game's rulings look in `--format table`: what a person at the table reads.

One module per game, each with `record_table(adjudication) -> str` working from the record's
output object only, so the table never disagrees with the JSON.
"""
