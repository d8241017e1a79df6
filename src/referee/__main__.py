"""`python -m referee` runs the same CLI as the `referee` console script."""

from referee.cli import main

main()
