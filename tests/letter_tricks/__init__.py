"""LetterTricks' tests: the deck and tricks, scoring, whole records, rulings, properties,
roll letter-tricks and trick-winner."""
