"""First-Class Letters, one concern a module: the game's shape (`model`), a word's score and
ruling (`score`, `words`), rows and the alphabetical check (`rows`, `alphabetical`), cooperative
play, the winners (`outcome`), reading records (`record`, `sheets`, `paper`), the JSON object
(`result`), the dice and rolls (`dice`, `roll`), the blank record and the table."""
