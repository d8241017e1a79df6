"""First-Class Letters, one concern a module: the game's shape (`model`), a word's score and
ruling (`score`, `words`), rows and the alphabetical check (`rows`, `alphabetical`,
`order_check`), cooperative play (`cooperative`), the winners (`outcome`), the record reader
(`record/`, the only reader of a record's nodes, into `claims`), the claims ruled (`rounds` a
record with rounds, `paper` a sheet as written, `sheets` what both share and the typed result),
the JSON objects (`result`), the dice and rolls (`dice`, `roll`), then `hints`, `analysis`, the
table and the blank record (`table`, `template`)."""
