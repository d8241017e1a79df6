"""First-Class Letters' tests: its rules, records with rounds and sheets as written, the CLI,
roll first-class-letters and alpha-cancel."""
